import { describe, expect, it } from 'vitest';
import { createContractTemplateSchema, type ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { findStrayBraces, findUnknownMergeFields, mergeFields } from '#shared/contracts/merge-fields.ts';
import { createContract } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

async function listTemplates(who: SignedIn) {
  const response = await app.inject({ method: 'GET', url: '/api/contract-templates', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return response.json<ContractTemplate[]>();
}

function postTemplate(who: SignedIn, payload: object) {
  return app.inject({ method: 'POST', url: '/api/contract-templates', headers: who.auth, payload });
}

function patchTemplate(who: SignedIn, id: number, payload: object) {
  return app.inject({ method: 'PATCH', url: `/api/contract-templates/${id}`, headers: who.auth, payload });
}

describe('contract templates', () => {
  it('gives a new venue one default wedding agreement that uses only known merge fields', async () => {
    const owner = await signUpOwner(app);
    const templates = await listTemplates(owner);
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      name: 'Wedding Venue Agreement',
      isDefault: true,
      createdAt: expect.any(String),
    });
    expect(findUnknownMergeFields(templates[0]!.content)).toEqual([]);
    expect(findStrayBraces(templates[0]!.content)).toEqual([]);
    // The same text the demo seed's venue gets passes the rules a save checks.
    expect(createContractTemplateSchema.safeParse(templates[0]).success).toBe(true);
    for (const field of mergeFields) expect(templates[0]!.content).toContain(`{{${field}}}`);
  });

  it('creates, edits, moves the default mark and deletes, keeping one default', async () => {
    const owner = await signUpOwner(app);
    const [original] = await listTemplates(owner);
    const created = await postTemplate(owner, { name: 'Corporate', content: 'For {{coupleNames}}', isDefault: true });
    expect(created.statusCode).toBe(201);
    const corporate = created.json<ContractTemplate>();
    expect(corporate).toMatchObject({ name: 'Corporate', isDefault: true });
    expect((await listTemplates(owner)).map((t) => [t.name, t.isDefault])).toEqual([
      ['Corporate', true],
      ['Wedding Venue Agreement', false],
    ]);

    const edited = await patchTemplate(owner, original!.id, { name: 'Wedding', isDefault: true });
    expect(edited.json()).toMatchObject({ name: 'Wedding', isDefault: true });
    expect((await listTemplates(owner)).filter((t) => t.isDefault).map((t) => t.id)).toEqual([original!.id]);

    // Deleting the default hands the mark to the oldest remaining template.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/contract-templates/${original!.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await listTemplates(owner)).toEqual([{ ...corporate, isDefault: true }]);
  });

  it('refuses an unknown merge field with 400 naming it, and a blank name', async () => {
    const owner = await signUpOwner(app);
    const unknown = await postTemplate(owner, { name: 'Bad', content: 'Hello {{brideName}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ content: ['Unknown merge field {{brideName}}'] });
    const [template] = await listTemplates(owner);
    const patch = await patchTemplate(owner, template!.id, { content: '{{coupleNames}} {{venue}}' });
    expect(patch.json().fieldErrors).toEqual({ content: ['Unknown merge field {{venue}}'] });
    expect((await postTemplate(owner, { name: ' ', content: 'x' })).json().fieldErrors).toEqual({
      name: ['Template name is required'],
    });
    expect(await listTemplates(owner)).toEqual([template]);
  });

  it('refuses "{{" or "}}" outside a merge field with 400 naming it, and saves nothing', async () => {
    const owner = await signUpOwner(app);
    const [template] = await listTemplates(owner);
    const probe = await postTemplate(owner, {
      name: 'Probe',
      content: 'Pay {{ soon and {{coupleNames}} {{{venueName}}} {{',
    });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().fieldErrors).toEqual({
      content: [
        'Unmatched "{{" in the text: use a merge field such as {{coupleNames}}',
        'Unmatched "}}" in the text: use a merge field such as {{coupleNames}}',
      ],
    });
    // An unknown field keeps its own message beside the stray brace.
    const patch = await patchTemplate(owner, template!.id, { content: '{{bride}} and {{coupleNames' });
    expect(patch.json().fieldErrors).toEqual({
      content: [
        'Unknown merge field {{bride}}',
        'Unmatched "{{" in the text: use a merge field such as {{coupleNames}}',
      ],
    });
    expect(await listTemplates(owner)).toEqual([template]);
  });

  it("lets coordinators read but not write, and answers 404 for another venue's template", async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const [template] = await listTemplates(coordinator);
    expect((await postTemplate(coordinator, { name: 'X', content: 'y' })).statusCode).toBe(403);
    expect((await patchTemplate(coordinator, template!.id, { name: 'X' })).statusCode).toBe(403);

    const other = await signUpOwner(app, 'Other Hall');
    expect((await patchTemplate(other, template!.id, { name: 'Mine now' })).statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/contract-templates/${template!.id}`,
      headers: other.auth,
    });
    expect(deleted.statusCode).toBe(404);
    expect(await listTemplates(owner)).toEqual([template]);
  });

  it('keeps contracts made from a deleted template, with their text and name', async () => {
    const owner = await signUpOwner(app);
    const [template] = await listTemplates(owner);
    const contract = await createContract(app, owner, {
      templateId: template!.id,
      templateName: null,
      content: template!.content,
    });
    await app.inject({ method: 'DELETE', url: `/api/contract-templates/${template!.id}`, headers: owner.auth });
    const after = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}`, headers: owner.auth });
    expect(after.json()).toMatchObject({
      templateId: null,
      templateName: 'Wedding Venue Agreement',
      content: contract.content,
    });
  });
});

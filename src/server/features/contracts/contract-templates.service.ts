import {
  createContractTemplateSchema,
  updateContractTemplateSchema,
  type ContractTemplate,
  type CreateContractTemplateInput,
  type UpdateContractTemplateInput,
} from '#shared/contracts/contract-templates.schemas.ts';
import type { ContractTemplateTranslations } from '#shared/contracts/contract-versions.ts';
import { languageNamesInEnglish, type Language } from '#shared/i18n/languages.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { findVenueFacts } from './contracts.repo.ts';
import type { StaffActor } from '../../http/access.ts';
import * as repo from './contract-templates.repo.ts';
import { DEFAULT_TEMPLATE_CONTENT, DEFAULT_TEMPLATE_NAME, DEFAULT_TEMPLATE_TRANSLATIONS } from './default-template.ts';

function toTemplate(row: repo.ContractTemplateRow, language: Language): ContractTemplate {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    language,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    isDefault: row.isDefault,
  };
}

export async function listTemplates(deps: AppDeps, actor: StaffActor): Promise<ContractTemplate[]> {
  const { defaultClientLanguage } = await findVenueFacts(deps.db, actor.venueId);
  return (await repo.listVenueTemplates(deps.db, actor.venueId)).map((row) => toTemplate(row, defaultClientLanguage));
}

/** A template of the venue, for a new contract; undefined when there is none with that id. */
export async function findTemplate(db: DbOrTx, venueId: number, id: number) {
  return repo.findVenueTemplate(db, venueId, id);
}

/**
 * Gives a new venue the default wedding agreement, in English with VenueDesk's Spanish version
 * beside it (a new venue's Client Language is English), inside the sign-up transaction.
 */
export async function createDefaultTemplate(db: DbOrTx, venueId: number): Promise<void> {
  await repo.insertTemplate(db, venueId, {
    name: DEFAULT_TEMPLATE_NAME,
    content: DEFAULT_TEMPLATE_CONTENT,
    translations: { es: { ...DEFAULT_TEMPLATE_TRANSLATIONS.es } },
    isDefault: true,
  });
}

/**
 * The versions worth keeping (decision 074): blank ones dropped; one in the venue's default
 * client language refused, as that version is the template's content. A version keeps its name
 * when it has one (session 31).
 */
function normalizeTranslations(
  defaultClientLanguage: Language,
  input: Partial<Record<Language, { content: string; name?: string | undefined }>>,
): ContractTemplateTranslations {
  const translations: ContractTemplateTranslations = {};
  for (const [language, version] of Object.entries(input) as [
    Language,
    { content: string; name?: string | undefined } | undefined,
  ][]) {
    if (!version || version.content === '') continue;
    if (language === defaultClientLanguage) {
      const message = `Your Client Language is ${languageNamesInEnglish[defaultClientLanguage]}: write that version as the content above`;
      throw new AppError('VALIDATION_FAILED', message, {
        fieldErrors: { [`translations.${language}.content`]: [message] },
      });
    }
    translations[language] = { content: version.content, ...(version.name && { name: version.name }) };
  }
  return translations;
}

/** A venue's first template is its default; marking another default moves the mark (one per venue). */
export async function createTemplate(
  deps: AppDeps,
  actor: StaffActor,
  input: CreateContractTemplateInput,
): Promise<ContractTemplate> {
  const { translations, ...data } = createContractTemplateSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const { defaultClientLanguage } = await findVenueFacts(tx, actor.venueId);
    const versions = normalizeTranslations(defaultClientLanguage, translations ?? {});
    const isFirst = !(await repo.findOldestTemplate(tx, actor.venueId));
    const isDefault = isFirst || data.isDefault === true;
    if (isDefault) await repo.clearDefaultTemplate(tx, actor.venueId);
    const row = await repo.insertTemplate(tx, actor.venueId, { ...data, translations: versions, isDefault });
    return toTemplate(row, defaultClientLanguage);
  });
}

/** Edits a template. The default mark can be moved here, not removed: the venue always has one. */
export async function updateTemplate(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: UpdateContractTemplateInput,
): Promise<ContractTemplate> {
  const { isDefault, translations, ...fields } = updateContractTemplateSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const current = await repo.findVenueTemplate(tx, actor.venueId, id);
    if (!current) throw notFound('Template');
    const { defaultClientLanguage } = await findVenueFacts(tx, actor.venueId);
    const versions = translations && normalizeTranslations(defaultClientLanguage, translations);
    if (isDefault && !current.isDefault) await repo.clearDefaultTemplate(tx, actor.venueId);
    const row = await repo.updateTemplate(tx, actor.venueId, id, {
      ...fields,
      ...(versions && { translations: versions }),
      ...(isDefault ? { isDefault: true } : {}),
    });
    return toTemplate(row!, defaultClientLanguage);
  });
}

/**
 * Deletes a template; contracts made from it keep their text and name. When the default goes,
 * the oldest remaining template becomes the default.
 */
export async function deleteTemplate(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await repo.deleteTemplate(tx, actor.venueId, id);
    if (!deleted) throw notFound('Template');
    if (!deleted.isDefault) return;
    const heir = await repo.findOldestTemplate(tx, actor.venueId);
    if (heir) await repo.updateTemplate(tx, actor.venueId, heir.id, { isDefault: true });
  });
}

import { staffRoles, type StaffRole } from '#shared/auth/roles.ts';
import type { Translator } from '#shared/i18n/i18n.ts';

// The trail's actors as VenueDesk records them (contract-signing, -countersign, -legacy and
// contracts.service): a person is "Name <address>", which is theirs and stays as recorded.
const person = String.raw`(.*<[^<>]*>)`;
const staffPattern = new RegExp(`^${person} \\((${staffRoles.join('|')})\\)$`);
const portalClientPattern = /^(.*<[^<>]*>) \(signed in to the client portal as ([^()]+)\)$/;
const fixedActors = {
  'Visitor with the signing link': 'contractActor.visitor',
  'VenueDesk (installation certificate)': 'contractActor.installationCertificate',
  'VenueDesk (installation key adopted)': 'contractActor.installationKeyAdopted',
} as const;

/**
 * An actor of a contract's trail in the document's language: VenueDesk's own words ("Visitor with
 * the signing link", a staff role) translated, the recorded names and addresses as recorded. The
 * trail keeps (and hashes) the English; the English translator writes it back unchanged, and an
 * actor of any other form is shown as recorded (docs/decisions/070).
 */
export function describeContractActor(actor: string, { t }: Pick<Translator, 't'>): string {
  if (Object.hasOwn(fixedActors, actor)) return t(fixedActors[actor as keyof typeof fixedActors]);
  const staff = staffPattern.exec(actor);
  if (staff) {
    return t('contractActor.staff', { person: staff[1]!, role: t(`contractActor.role.${staff[2] as StaffRole}`) });
  }
  const client = portalClientPattern.exec(actor);
  if (client) return t('contractActor.portalClient', { person: client[1]!, email: client[2]! });
  return actor;
}

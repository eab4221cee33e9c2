/**
 * Who did what in a contract's audit trail, in VenueDesk's own words: the signed PDF's
 * certificate and trail write them in the document's language (docs/decisions/070). Each English
 * message is exactly what the trail records; names and addresses stay as recorded. Server only.
 */
export const contractActorsEn = {
  'contractActor.visitor': 'Visitor with the signing link',
  'contractActor.installationCertificate': 'VenueDesk (installation certificate)',
  'contractActor.installationKeyAdopted': 'VenueDesk (installation key adopted)',
  'contractActor.staff': '{person} ({role})',
  'contractActor.role.owner': 'owner',
  'contractActor.role.manager': 'manager',
  'contractActor.role.coordinator': 'coordinator',
  'contractActor.portalClient': '{person} (signed in to the client portal as {email})',
} as const;

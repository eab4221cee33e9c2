import type { CatalogOf } from './catalog-of.ts';
import type { contractActorsEn } from './contract-actors.en.ts';

/** Quién hizo qué en el registro de auditoría de un contrato, en palabras de VenueDesk. Solo en el servidor. */
export const contractActorsEs: CatalogOf<typeof contractActorsEn> = {
  'contractActor.visitor': 'Visitante con el enlace de firma',
  'contractActor.installationCertificate': 'VenueDesk (certificado de la instalación)',
  'contractActor.installationKeyAdopted': 'VenueDesk (clave de la instalación adoptada)',
  'contractActor.staff': '{person} ({role})',
  'contractActor.role.owner': 'propietario',
  'contractActor.role.manager': 'gerente',
  'contractActor.role.coordinator': 'coordinador',
  'contractActor.portalClient': '{person} (con sesión iniciada en el portal del cliente como {email})',
};

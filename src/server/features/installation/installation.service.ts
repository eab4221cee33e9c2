import type { AppDeps } from '../../deps.ts';
import { sealLegacyShareTokens } from '../calendar/calendar-share.service.ts';
import { anchorLegacyTrails, hasKeyedTrails, sealLegacySigningLinks } from '../contracts/contract-legacy.service.ts';
import * as repo from './installation.repo.ts';

/** The app_meta row holding the SHA-256 of the certificate this database was first used with. */
export const CERTIFICATE_META_KEY = 'installation-certificate-sha256';

/** A start that must not go on: the message says what the operator should do. */
export class InstallationKeyError extends Error {}

export interface Adoption {
  /** This start recorded the certificate: the database had never seen one. */
  firstUse: boolean;
  anchoredTrails: number;
  sealedLinks: number;
}

/**
 * Run at every start, before the server listens (decision 020). The database records the
 * certificate it was first used with; a start with another one is refused, because its keys
 * would neither verify the audit trails nor read the stored links. On the first use, every trail
 * begun without a key is anchored to the new key (decision 022). Plain tokens left by the
 * migration are encrypted (decision 021). All in one transaction, one instance at a time.
 */
export async function adoptInstallationKeys(deps: AppDeps, certificateSource: string): Promise<Adoption> {
  const { fingerprint } = deps.keys.certificate;
  return deps.db.transaction(async (tx) => {
    await repo.lockInstallation(tx);
    const recorded = await repo.findMeta(tx, CERTIFICATE_META_KEY);
    if (recorded !== null && recorded !== fingerprint) {
      throw new InstallationKeyError(
        `This database was first used with the signing certificate whose SHA-256 is ${recorded}, but this ` +
          `instance has ${fingerprint} (${certificateSource}). Every instance on one database must use the same ` +
          'certificate: copy signing-certificate.p12 from the DATA_DIR of the first instance, or set ' +
          'SIGNING_CERT_FILE and SIGNING_CERT_PASSWORD to the same .p12 file on every instance.',
      );
    }
    let anchoredTrails = 0;
    if (recorded === null) {
      if (await hasKeyedTrails(tx)) {
        throw new InstallationKeyError(
          `The database holds audit trails keyed with a signing certificate, but its record of which one ` +
            `(app_meta '${CERTIFICATE_META_KEY}') is gone. Restore it from a backup, with the certificate it names; ` +
            'VenueDesk will not adopt a new certificate over keyed trails.',
        );
      }
      await repo.insertMeta(tx, CERTIFICATE_META_KEY, fingerprint);
      anchoredTrails = await anchorLegacyTrails(tx, deps.keys);
    }
    const sealedLinks = (await sealLegacySigningLinks(tx, deps.keys)) + (await sealLegacyShareTokens(tx, deps.keys));
    return { firstUse: recorded === null, anchoredTrails, sealedLinks };
  });
}

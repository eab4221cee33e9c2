import { describe, expect, it } from 'vitest';
import { getTranslator } from '#shared/i18n/i18n.ts';
import { describeContractActor } from './contract-actor.ts';

const recorded = [
  'Visitor with the signing link',
  'VenueDesk (installation certificate)',
  'VenueDesk (installation key adopted)',
  'Olivia Owens <owner@demo-venue.example> (owner)',
  'Mo Lee <mo@example.com> (coordinator)',
  'Ana Torres <ana@example.com> (signed in to the client portal as ana@portal.example)',
  'Ana Torres <ana@example.com>',
];

describe('describeContractActor (docs/decisions/070)', () => {
  it('writes every recorded actor back unchanged in English', () => {
    const en = getTranslator('en');
    for (const actor of recorded) expect(describeContractActor(actor, en)).toBe(actor);
  });

  it('writes VenueDesk’s words in Spanish, names and addresses as recorded', () => {
    const es = getTranslator('es');
    expect(recorded.map((actor) => describeContractActor(actor, es))).toEqual([
      'Visitante con el enlace de firma',
      'VenueDesk (certificado de la instalación)',
      'VenueDesk (clave de la instalación adoptada)',
      'Olivia Owens <owner@demo-venue.example> (propietario)',
      'Mo Lee <mo@example.com> (coordinador)',
      'Ana Torres <ana@example.com> (con sesión iniciada en el portal del cliente como ana@portal.example)',
      'Ana Torres <ana@example.com>',
    ]);
  });

  it('leaves an actor of any other form as recorded', () => {
    const es = getTranslator('es');
    for (const actor of ['Someone (owner)', 'Ana <a@b.c> (client)', 'visitor with the signing link']) {
      expect(describeContractActor(actor, es)).toBe(actor);
    }
  });
});

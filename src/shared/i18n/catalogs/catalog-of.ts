/**
 * Another language's catalog of an English one: exactly its keys, each a string, so a missing or
 * misspelt key is a compile error (docs/decisions/068).
 */
export type CatalogOf<English> = { readonly [Key in keyof English]: string };

import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessagesWith } from './translator.ts';

// Imported for its effect by what runs the catalogs from source, never by a page: the server
// (i18n.ts) and the tests' setup. Bundles get their catalogs compiled at build time
// (scripts/vite-compile-catalogs.ts, docs/decisions/068).
compileMessagesWith(compileMessage);

import { z } from 'zod';
import { languages } from './languages.ts';

/**
 * A language as the API takes it. Apart from languages.ts so that a page which only reads the
 * list of languages (the language switch, on the shared calendar, which has no form) does not
 * load zod for it.
 */
export const languageSchema = z.enum(languages, { message: 'Choose a language: en or es' });

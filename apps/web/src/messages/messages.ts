import { locale } from '../lib/locale.ts';
import { en, type Messages } from './en.ts';
import { ta } from './ta.ts';

// The catalogue of the bundle's language (lib/locale.ts); the other one is left out of the build.
export const messages: Messages = locale === 'ta' ? ta : en;

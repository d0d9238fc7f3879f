import { locale } from '../lib/locale.ts';
import { enPages, type PageMessages } from './en-pages.ts';
import { taPages } from './ta-pages.ts';

// The static pages' texts in the bundle's language (see messages.ts).
export const pageMessages: PageMessages = locale === 'ta' ? taPages : enPages;

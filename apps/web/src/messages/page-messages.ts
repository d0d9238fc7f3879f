import { enPages, type PageMessages } from './en-pages.ts';

// The static pages' part of the catalogue (see messages.ts).
export const pageMessages: PageMessages = enPages;

import { en, type Messages } from './en.ts';

// One language today; the catalogue is picked here when there are more.
export const messages: Messages = en;

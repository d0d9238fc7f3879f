import { locale } from '../lib/locale.ts';
import { enAdmin, type AdminMessages } from './en-admin.ts';
import { taAdmin } from './ta-admin.ts';

// The admin's part of the catalogue in the bundle's language (see messages.ts).
export const adminMessages: AdminMessages = locale === 'ta' ? taAdmin : enAdmin;

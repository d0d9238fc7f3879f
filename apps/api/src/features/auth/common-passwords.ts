import { dictionary } from '@zxcvbn-ts/language-common';

// The 1,000 most common passwords (zxcvbn's list is ranked by frequency).
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 1000).map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

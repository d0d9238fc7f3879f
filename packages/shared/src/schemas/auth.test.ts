import { describe, expect, it } from 'vitest';
import { tamilSchemaMessage } from '../schema-messages-ta.ts';
import { authMessages, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, safeReturnPath, SignupInputSchema } from './auth.ts';

describe('where login returns to', () => {
  it('keeps paths of this shop', () => {
    expect(safeReturnPath('/cart')).toBe('/cart');
    expect(safeReturnPath('/allproducts?category=dhotis#top')).toBe('/allproducts?category=dhotis#top');
  });
  it('never leaves the shop', () => {
    for (const attempt of ['//evil.example', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example', 'evil.example', '/\t/evil.example', '', null, undefined]) {
      expect(safeReturnPath(attempt), String(attempt)).toBe('/');
    }
  });
});

describe('what the server says of a box typed too long', () => {
  it('says it in the shop’s words, in English and in Tamil', () => {
    const parsed = SignupInputSchema.safeParse({ name: 'M'.repeat(MAX_NAME_LENGTH + 1), email: `${'m'.repeat(MAX_EMAIL_LENGTH)}@example.com`, password: 'p'.repeat(200) });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name can be at most 100 characters'],
      ['email', 'Email address can be at most 254 characters'],
      ['password', 'Password must be at most 128 characters'],
    ]);
    expect(tamilSchemaMessage(authMessages.nameTooLong)).toBe('பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்');
  });
});

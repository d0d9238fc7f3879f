import type { OutgoingMail } from '../email/mailer.ts';

// Plain, readable messages in the shop's name.

export function passwordResetMail(shopName: string, user: { name: string; email: string }, url: string, lifetimeSeconds: number): OutgoingMail {
  return {
    to: user.email,
    subject: `Reset your ${shopName} password`,
    text: [
      `Hello ${user.name},`,
      '',
      `Someone (we hope you) asked to reset the password of your ${shopName} account.`,
      'Open this link to choose a new password:',
      '',
      url,
      '',
      `The link works once and expires in ${Math.round(lifetimeSeconds / 60)} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      `${shopName}`,
    ].join('\n'),
  };
}

export function emailLinkMail(shopName: string, email: string, url: string, lifetimeSeconds: number): OutgoingMail {
  return {
    to: email,
    subject: `Your ${shopName} sign-in link`,
    text: [
      'Hello,',
      '',
      `Open this link to sign in to ${shopName}:`,
      '',
      url,
      '',
      `The link works once and expires in ${Math.round(lifetimeSeconds / 60)} minutes.`,
      'If you did not ask for it, ignore this email.',
      '',
      `${shopName}`,
    ].join('\n'),
  };
}

import type { ShopLocale } from '@handloom/shared';
import type { OutgoingMail } from '../email/mailer.ts';

// Plain, readable messages in the shop's name, in the language of the page
// the link was asked from: the link's own return address says it (a Tamil
// page asks for a link back to /ta/..., see auth.service.ts).

/** 'ta' when a better-auth link returns to a Tamil page (its callbackURL starts /ta/). */
export function localeOfLink(url: string): ShopLocale {
  const callback = new URL(url).searchParams.get('callbackURL') ?? '';
  return callback === '/ta' || callback.startsWith('/ta/') ? 'ta' : 'en';
}

export function passwordResetMail(shopName: string, user: { name: string; email: string }, url: string, lifetimeSeconds: number): OutgoingMail {
  const minutes = Math.round(lifetimeSeconds / 60);
  if (localeOfLink(url) === 'ta') {
    return {
      to: user.email,
      subject: `உங்கள் ${shopName} கடவுச்சொல்லை மீட்டமைக்கவும்`,
      text: [
        `வணக்கம் ${user.name},`,
        '',
        `உங்கள் ${shopName} கணக்கின் கடவுச்சொல்லை மீட்டமைக்க யாரோ (நீங்கள்தான் என நம்புகிறோம்) கேட்டுள்ளார்கள்.`,
        'புதிய கடவுச்சொல்லைத் தேர்வு செய்ய இந்த இணைப்பைத் திறக்கவும்:',
        '',
        url,
        '',
        `இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும், ${minutes} நிமிடங்களில் காலாவதியாகும்.`,
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
        '',
        `${shopName}`,
      ].join('\n'),
    };
  }
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
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      `${shopName}`,
    ].join('\n'),
  };
}

export function emailLinkMail(shopName: string, email: string, url: string, lifetimeSeconds: number): OutgoingMail {
  const minutes = Math.round(lifetimeSeconds / 60);
  if (localeOfLink(url) === 'ta') {
    return {
      to: email,
      subject: `உங்கள் ${shopName} உள்நுழைவு இணைப்பு`,
      text: [
        'வணக்கம்,',
        '',
        `${shopName}-இல் உள்நுழைய இந்த இணைப்பைத் திறக்கவும்:`,
        '',
        url,
        '',
        `இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும், ${minutes} நிமிடங்களில் காலாவதியாகும்.`,
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
        '',
        `${shopName}`,
      ].join('\n'),
    };
  }
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
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask for it, ignore this email.',
      '',
      `${shopName}`,
    ].join('\n'),
  };
}

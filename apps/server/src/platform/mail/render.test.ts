import { LANGUAGES, MAIL_KINDS, OPTIONAL_MAIL_KINDS, type MailKind } from '@tightlines/domain';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import es from './locales/es';
import { renderMail, unsubscribeFooter, type MailCatalogueKey, type MailValues } from './render';

// Issue 33 point 5: every mail is worded from the mail catalogue, in English and Spanish, and a
// missing or untranslated Spanish message fails here (as app/catalogues.test.ts does for the web).

const START = { dateTime: new Date('2030-03-15T20:00:00.000Z'), timeZone: 'America/Costa_Rica' };

/** What each kind's text is given, as the modules' mails.ts give it. */
const SAMPLES: Record<MailKind, MailValues> = {
  passwordReset: { name: 'Ana', link: 'https://tightlines.test/?resetPassword=x' },
  verifyEmail: { name: 'Ana', link: 'https://tightlines.test/verify_email/x' },
  confirmNewEmail: { name: 'Ana', link: 'https://tightlines.test/?confirmEmail=x' },
  emailAboutToChange: { name: 'Ana', newEmail: 'ana@new.test' },
  captaincyInvitation: {
    boatName: 'Marlin',
    ownerEmail: 'owner@tightlines.test',
    link: 'https://tightlines.test/',
  },
  judgeInvitation: {
    tournamentName: 'Copa',
    organiserEmail: 'org@tightlines.test',
    link: 'https://tightlines.test/judge',
  },
  newEntry: { tournamentName: 'Copa', memberName: 'Ana Ruiz', start: START },
  tournamentReleased: { tournamentName: 'Copa', status: 'Canceled', paid: 'yes', start: START },
  refund: {
    amount: { cents: 2500, currency: 'USD' },
    description: 'Copa',
    reason: { phrase: 'mail.refundReason.left', values: { name: 'Copa' } },
    reference: 're_1',
  },
  resultsFinished: { tournamentName: 'Copa', link: 'https://tightlines.test/tournament/x' },
  dataExportReady: { name: 'Ana', link: 'https://tightlines.test/my_profile?edit=data', expiresAt: START },
};

/** The values a message reads, its select branches' included, as Lingui's compiler sees them. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is text, or pieces: text, or a value [name, format?, branches?] whose
  // branches are pieces again.
  const walk = (pieces: unknown): void => {
    if (!Array.isArray(pieces)) return;
    for (const piece of pieces) {
      if (!Array.isArray(piece)) continue;
      names.add(String(piece[0]));
      for (const branch of Object.values((piece[2] ?? {}) as Record<string, unknown>)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the mail catalogue', () => {
  it('words every kind of mail, subject and text, in each language', () => {
    for (const kind of MAIL_KINDS) {
      expect(Object.keys(en)).toContain(`mail.${kind}.subject`);
      expect(Object.keys(en)).toContain(`mail.${kind}.text`);
    }
    for (const kind of OPTIONAL_MAIL_KINDS) expect(Object.keys(en)).toContain(`mail.kind.${kind}`);
  });

  it('has every message translated into Spanish, with the same placeholders', () => {
    for (const key of Object.keys(en) as MailCatalogueKey[]) {
      expect(es[key], key).toBeTruthy();
      expect(es[key], `${key} is not translated`).not.toBe(en[key]);
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('renders every kind in both languages with nothing left unwritten', () => {
    for (const kind of MAIL_KINDS) {
      const rendered = Object.fromEntries(
        LANGUAGES.map((language) => [language, renderMail(kind, language, SAMPLES[kind])]),
      );
      for (const language of LANGUAGES) {
        const { subject, text } = rendered[language]!;
        for (const part of [subject, text]) {
          expect(part, `${kind} in ${language}`).not.toMatch(/^mail\./);
          expect(part, `${kind} in ${language}`).not.toMatch(/[{}]/);
        }
      }
      expect(rendered.es!.text, kind).not.toBe(rendered.en!.text);
    }
  });

  it("writes values in the recipient's language: dates on the official clock, money, a phrase", () => {
    expect(renderMail('newEntry', 'es', SAMPLES.newEntry).text).toContain(
      'que empieza el 15 de marzo de 2030 a las 14:00',
    );
    expect(renderMail('newEntry', 'en', SAMPLES.newEntry).text).toContain(
      'which starts on March 15, 2030 at 2:00 PM',
    );
    const refundEs = renderMail('refund', 'es', SAMPLES.refund).text;
    expect(refundEs).toMatch(/Te hemos reembolsado 25,00\sUS\$ por "Copa"/);
    expect(refundEs).toContain('Motivo: Abandonaste el torneo "Copa" antes de su plazo de reembolso.');
    const refundEn = renderMail('refund', 'en', SAMPLES.refund).text;
    expect(refundEn).toContain('We have refunded $25.00 for "Copa"');
    expect(refundEn).toContain('Reason: You left the tournament "Copa" before its refund deadline.');
    expect(
      renderMail('tournamentReleased', 'es', { ...SAMPLES.tournamentReleased, paid: 'no' }),
    ).toMatchObject({
      subject: 'Copa se canceló',
      text: expect.stringContaining('Tu inscripción era gratuita'),
    });
  });

  it('words English for a recipient who never chose a language', () => {
    expect(renderMail('passwordReset', null, SAMPLES.passwordReset).subject).toBe(
      'Reset your Tightlines password',
    );
  });

  it('closes a mail its reader may turn off with what it is about and the link', () => {
    expect(unsubscribeFooter('newEntry', 'es', 'https://tightlines.test/u')).toContain(
      'nuevas inscripciones en tus torneos',
    );
    expect(unsubscribeFooter('newEntry', 'en', 'https://tightlines.test/u')).toContain(
      'new entries in your tournaments turned on. To turn them off, open:\nhttps://tightlines.test/u',
    );
  });
});

import type { Language } from '@tightlines/domain';
import type { MailMessage } from '../../platform/mail/mailer';

type MailText = Pick<MailMessage, 'subject' | 'text'>;

/**
 * The invitation to captain a boat, in the named captain's language (English when they have no
 * account yet or never chose one).
 */
export function captaincyInvitationMail(
  language: Language | null,
  { boatName, ownerEmail, link }: { boatName: string; ownerEmail: string; link: string },
): MailText {
  if (language === 'es')
    return {
      subject: `Te nombraron capitán de ${boatName}`,
      text: [
        'Hola:',
        '',
        `${ownerEmail} te nombró capitán del barco "${boatName}" en Tightlines. Solo serás su capitán cuando aceptes:`,
        '',
        link,
        '',
        'Inicia sesión, abre Mi perfil y acepta o rechaza en Barcos. Si no conoces este barco, recházalo o ignora este correo.',
      ].join('\n'),
    };
  return {
    subject: `You were named captain of ${boatName}`,
    text: [
      'Hello,',
      '',
      `${ownerEmail} named you captain of the boat "${boatName}" on Tightlines. You become its captain only once you accept:`,
      '',
      link,
      '',
      'Sign in, open My Profile and accept or decline under Boats. If you do not know this boat, decline or ignore this e-mail.',
    ].join('\n'),
  };
}

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPTIONAL_MAIL_KINDS, type MailSettings } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { UnsubscribePage } from '../pages/unsubscribe-page';
import { MailSwitches } from './mail-switches';

const ANA = signedInAs({ email: 'ana@example.com' });
const SETTINGS = '/api/users/ana%40example.com/privacy/mail';
// A switch is named by its label followed by its description (Mantine's label holds both).
const allOn = () => Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, true])) as MailSettings;

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

describe('MailSwitches', () => {
  it('shows a switch per kind of e-mail and saves the one flipped, at once', async () => {
    const mail = allOn();
    const saved: unknown[] = [];
    serveApi({
      [`GET ${SETTINGS}`]: () => ({ email: 'ana@example.com', mail }),
      [`PUT ${SETTINGS}`]: ({ body }) => {
        saved.push(body);
        const { kind, enabled } = body as { kind: keyof MailSettings; enabled: boolean };
        mail[kind] = enabled;
        return { email: 'ana@example.com', mail };
      },
    });
    renderElement(<MailSwitches email="ana@example.com" />, { auth: ANA });

    const entries = await screen.findByRole('switch', { name: /^New entries in my tournaments/ });
    expect(screen.getAllByRole('switch')).toHaveLength(OPTIONAL_MAIL_KINDS.length);
    expect(entries).toBeChecked();
    await userEvent.click(entries);
    await waitFor(() => expect(saved).toEqual([{ kind: 'newEntry', enabled: false }]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /^New entries in my tournaments/ })).not.toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: /^Refunds/ })).toBeChecked();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let failing = true;
    serveApi({
      [`GET ${SETTINGS}`]: () =>
        failing ? refusal(503, 'connectionError') : { email: 'ana@example.com', mail: allOn() },
    });
    renderElement(<MailSwitches email="ana@example.com" />, { auth: ANA });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /^Official results/ })).toBeChecked();
  });

  it('names the switches in Spanish', async () => {
    await act(() => activateLanguage('es'));
    serveApi({
      [`GET ${SETTINGS}`]: () => ({ email: 'ana@example.com', mail: { ...allOn(), refund: false } }),
    });
    renderElement(<MailSwitches email="ana@example.com" />, { auth: ANA });
    expect(await screen.findByRole('switch', { name: /^Reembolsos/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Nuevas inscripciones en mis torneos/ })).toBeChecked();
  });
});

describe('UnsubscribePage', () => {
  it('turns off nothing until asked, then the one kind its link names', async () => {
    const posted: string[] = [];
    serveApi({
      'POST /api/mail/unsubscribe': ({ url }) => {
        posted.push(url.searchParams.get('token')!);
        return { kind: 'newEntry', enabled: false };
      },
    });
    const token = 'A'.repeat(32);
    renderElement(<UnsubscribePage />, { path: `/unsubscribe?token=${token}` });
    const confirm = await screen.findByRole('button', { name: 'Turn off these e-mails' });
    expect(posted).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Turned off: New entries in my tournaments.');
    expect(posted).toEqual([token]);
  });

  it('says a link that is not valid cannot be used', async () => {
    serveApi({ 'POST /api/mail/unsubscribe': () => refusal(404, 'notFound') });
    renderElement(<UnsubscribePage />, { path: `/unsubscribe?token=${'B'.repeat(32)}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off these e-mails' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

import api from '../api/locales/es';
import app from '../app/locales/es';
import account from '../features/account/locales/es';
import fishlogs from '../features/fishlogs/locales/es';
import payments from '../features/payments/locales/es';
import profilePayments from '../features/profile/payments/locales/es';
import tournamentsWizard from '../features/tournaments/wizard/locales/es';
import ui from '../ui/locales/es';
import { compileCatalogue } from './compile-catalogue';

export const sources = { app, ui, api, account, payments, profilePayments, tournamentsWizard, fishlogs };

export const messages = compileCatalogue(...Object.values(sources));

import api from '../api/locales/es';
import app from '../app/locales/es';
import account from '../features/account/locales/es';
import tournaments from '../features/tournaments/locales/es';
import ui from '../ui/locales/es';
import { compileCatalogue } from './compile-catalogue';

export const sources = { app, ui, api, account, tournaments };

export const messages = compileCatalogue(...Object.values(sources));

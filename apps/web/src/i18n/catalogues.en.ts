import api from '../api/locales/en';
import app from '../app/locales/en';
import account from '../features/account/locales/en';
import tournaments from '../features/tournaments/locales/en';
import ui from '../ui/locales/en';
import { compileCatalogue } from './compile-catalogue';

/** Every English catalogue, by feature; the source of the keys (catalogues.test.ts checks them). */
export const sources = { app, ui, api, account, tournaments };

export const messages = compileCatalogue(...Object.values(sources));

import api from '../api/locales/en';
import app from '../app/locales/en';
import account from '../features/account/locales/en';
import home from '../features/home/locales/en';
import profile from '../features/profile/locales/en';
import ui from '../ui/locales/en';
import { compileCatalogue } from './compile-catalogue';

/** Every English catalogue, by feature; the source of the keys (catalogues.test.ts checks them). */
export const sources = { app, ui, api, account, profile, home };

export const messages = compileCatalogue(...Object.values(sources));

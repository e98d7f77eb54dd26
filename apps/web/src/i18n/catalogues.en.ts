import api from '../api/locales/en';
import app from '../app/locales/en';
import account from '../features/account/locales/en';
import clubs from '../features/clubs/locales/en';
import judging from '../features/judging/locales/en';
import ranking from '../features/ranking/locales/en';
import rules from '../features/rules/locales/en';
import staticPages from '../features/static/locales/en';
import ui from '../ui/locales/en';
import { compileCatalogue } from './compile-catalogue';

/** Every English catalogue, by feature; the source of the keys (catalogues.test.ts checks them). */
export const sources = { app, ui, api, account, static: staticPages, clubs, judging, ranking, rules };

export const messages = compileCatalogue(...Object.values(sources));

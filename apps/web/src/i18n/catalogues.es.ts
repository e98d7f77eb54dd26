import api from '../api/locales/es';
import app from '../app/locales/es';
import account from '../features/account/locales/es';
import home from '../features/home/locales/es';
import profile from '../features/profile/locales/es';
import ui from '../ui/locales/es';
import { compileCatalogue } from './compile-catalogue';

export const sources = { app, ui, api, account, profile, home };

export const messages = compileCatalogue(...Object.values(sources));

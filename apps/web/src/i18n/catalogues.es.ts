import api from '../api/locales/es';
import app from '../app/locales/es';
import account from '../features/account/locales/es';
import ui from '../ui/locales/es';
import tournamentCatches from '../ui/tournament-catches/locales/es';
import { compileCatalogue } from './compile-catalogue';

export const sources = { app, ui, api, account, tournamentCatches };

export const messages = compileCatalogue(...Object.values(sources));

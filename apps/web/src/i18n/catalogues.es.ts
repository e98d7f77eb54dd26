import app from '../app/locales/es';
import { compileCatalogue } from './compile-catalogue';

export const sources = { app };

export const messages = compileCatalogue(...Object.values(sources));

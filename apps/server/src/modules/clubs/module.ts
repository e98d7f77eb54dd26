import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackgroundJob } from '../../platform/jobs/registry';
import type { Fulfil } from '../payments';
import { createClub, editClub, type ClubEditor } from './admin';
import type { ClubsDeps } from './deps';
import { clubJobs, clubSubscriptionFulfilment } from './requests';
import { clubRoutes } from './routes';
import { clubPreviews } from './share-preview';
import type { PageMetaSource } from '../../http/page-meta';
import type { ClubDto, ClubInput, ClubUpdate } from '@tightlines/domain';

/** The clubs module as the app builds it once (app.ts). */
export interface Clubs {
  /** What a paid club's checkout grants: its join request (the payments module's `fulfilments`). */
  fulfilment: Fulfil;
  /** The admin command's create and edit (`npm run admin -- club create|update`). */
  create(editor: ClubEditor, input: ClubInput): Promise<ClubDto>;
  update(editor: ClubEditor, clubId: string, input: ClubUpdate): Promise<ClubDto>;
  routes: FastifyPluginAsyncZod;
  /** The link previews of club pages (`/clubs/{encoded id}`). */
  previews: PageMetaSource;
  /** The request job and the expiry job. */
  jobs: BackgroundJob[];
}

/** Builds the clubs module on its dependencies (once, in app wiring; tests build their own). */
export function createClubs(deps: ClubsDeps): Clubs {
  return {
    fulfilment: clubSubscriptionFulfilment(deps),
    create: (editor, input) => createClub(deps, editor, input),
    update: (editor, clubId, input) => editClub(deps, editor, clubId, input),
    routes: (app) => clubRoutes(app, { clubs: deps }),
    previews: clubPreviews(deps),
    jobs: clubJobs(deps),
  };
}

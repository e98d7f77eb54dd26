import { ZExperience, ZExperienceInput, ZExperienceParams } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import * as experiences from './service';

const tags = ['fishing experience'];

/** Fishing experience (spec §7 "Fishing experience: POST add, PUT edit"), plus list and delete. */
export const experienceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/fishingExperiences',
    {
      schema: {
        tags,
        summary: "The signed-in user's fishing experience, oldest first",
        response: okResponse(z.array(ZExperience)),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await experiences.listExperiencesOf(db, requireActor(request).userId)),
  );

  app.post(
    '/fishingExperiences',
    {
      schema: {
        tags,
        summary: 'Add a fishing experience (saved with work type Fulltime)',
        body: ZExperienceInput,
        response: okResponse(ZExperience),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await experiences.createExperience(db, requireActor(request), request.body)),
  );

  app.put(
    '/fishingExperiences/:experienceUUID',
    {
      schema: {
        tags,
        summary: 'Edit one of your fishing experiences',
        params: ZExperienceParams,
        body: ZExperienceInput,
        response: okResponse(ZExperience),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await experiences.updateExperience(
          db,
          requireActor(request),
          request.params.experienceUUID,
          request.body,
        ),
      ),
  );

  app.delete(
    '/fishingExperiences/:experienceUUID',
    {
      schema: {
        tags,
        summary: 'Delete one of your fishing experiences',
        params: ZExperienceParams,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      await experiences.deleteExperience(db, requireActor(request), request.params.experienceUUID);
      return ok(null);
    },
  );
};

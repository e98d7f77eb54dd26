import {
  ZCountry,
  ZCountryParams,
  ZGender,
  ZLocality,
  ZNamedItem,
  ZPort,
  ZRegion,
  ZRegionParams,
  ZRole,
  ZRuleParams,
  ZRuleSet,
  ZRuleSetDocument,
  ZSpecies,
  ZSpeciesQuery,
  ZState,
  ZUnit,
  ZUnitsQuery,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok, okResponse } from '../../http/envelope';
import { pageLanguage } from '../../http/page-language';
import * as catalogue from './service';

const tags = ['catalogue'];

/** Public reference data (spec §7 "Other"). It changes only with a release, so browsers may cache it briefly. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=300');
      // Species and places are named in the reader's language (`pageLanguage`).
      reply.header('vary', 'Cookie, Accept-Language');
    }
  });

  app.get(
    '/species',
    {
      schema: {
        tags,
        summary: 'Species, optionally of one fish type',
        querystring: ZSpeciesQuery,
        response: okResponse(z.array(ZSpecies)),
      },
    },
    async (request) => ok(await catalogue.listSpecies(db, pageLanguage(request), request.query.fishTypeName)),
  );

  app.get(
    '/regions',
    { schema: { tags, summary: 'Fishing regions', response: okResponse(z.array(ZRegion)) } },
    async (request) => ok(await catalogue.listRegions(db, pageLanguage(request))),
  );

  app.get(
    '/regions/:regionName/localities',
    {
      schema: {
        tags,
        summary: 'Localities of a region, with their time zones',
        params: ZRegionParams,
        response: okResponse(z.array(ZLocality)),
      },
    },
    async (request) =>
      ok(await catalogue.listLocalitiesOfRegion(db, request.params.regionName, pageLanguage(request))),
  );

  app.get(
    '/countries',
    { schema: { tags, summary: 'Countries (ISO 3166-1)', response: okResponse(z.array(ZCountry)) } },
    async () => ok(await catalogue.listCountries(db)),
  );

  app.get(
    '/countries/:countryName/states',
    {
      schema: {
        tags,
        summary: 'States of a country, by name or ISO code',
        params: ZCountryParams,
        response: okResponse(z.array(ZState)),
      },
    },
    async (request) => ok(await catalogue.listStatesOfCountry(db, request.params.countryName)),
  );

  app.get(
    '/rules',
    { schema: { tags, summary: 'Tournament rule sets', response: okResponse(z.array(ZRuleSet)) } },
    async () => ok(await catalogue.listRuleSets(db)),
  );

  app.get(
    '/rules/:slug',
    {
      schema: {
        tags,
        summary: 'A rule set with its document',
        params: ZRuleParams,
        response: okResponse(ZRuleSetDocument),
      },
    },
    async (request) => ok(await catalogue.getRuleSetDocument(db, request.params.slug)),
  );

  app.get(
    '/roles',
    { schema: { tags, summary: 'User roles and their permissions', response: okResponse(z.array(ZRole)) } },
    async () => ok(await catalogue.listRoles(db)),
  );

  app.get(
    '/genders',
    { schema: { tags, summary: 'Genders', response: okResponse(z.array(ZGender)) } },
    async () => ok(await catalogue.listGenders(db)),
  );

  app.get(
    '/units',
    {
      schema: {
        tags,
        summary: 'Length and weight units',
        querystring: ZUnitsQuery,
        response: okResponse(z.array(ZUnit)),
      },
    },
    async (request) => ok(await catalogue.listUnits(db, request.query.kind)),
  );

  app.get(
    '/ports',
    { schema: { tags, summary: 'Ports and marinas', response: okResponse(z.array(ZPort)) } },
    async () => ok(await catalogue.listPorts(db)),
  );

  const namedRoutes = [
    ['/fishingTypes', 'fishingTypes', 'Fishing types'],
    ['/workTypes', 'workTypes', 'Work types'],
    ['/boats/types', 'boatTypes', 'Boat types'],
    ['/boats/makes', 'boatMakes', 'Boat makes'],
    ['/motors/makes', 'motorMakes', 'Motor makes'],
    ['/propellers/manufacturers', 'propellerManufacturers', 'Propeller manufacturers'],
  ] as const;
  for (const [url, name, summary] of namedRoutes) {
    app.get(url, { schema: { tags, summary, response: okResponse(z.array(ZNamedItem)) } }, async () =>
      ok(await catalogue.listNamed(db, name)),
    );
  }
};

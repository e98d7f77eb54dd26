import { describe, it, expect } from 'vitest';
import { boatMakesSeed, boatTypesSeed, motorMakesSeed, propellerManufacturersSeed } from './boats';
import { portsSeed } from './ports';
import { fishingTypesSeed, gendersSeed, workTypesSeed } from './reference';
import { regionsSeed } from './regions';
import { ruleSetsSeed } from './rule-sets';
import { speciesSeed } from './species';

const duplicates = (values: string[]): string[] => values.filter((value, i) => values.indexOf(value) !== i);

const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const localities = regionsSeed.flatMap((region) => region.localities);

describe('species catalogue', () => {
  it('has at least 38 species with unique names', () => {
    expect(speciesSeed.length).toBeGreaterThanOrEqual(38);
    expect(duplicates(speciesSeed.map((s) => s.name))).toEqual([]);
  });

  it('classes every marlin, sailfish, swordfish and spearfish as Bill Fish, and nothing else', () => {
    const billfishName = /marlin|sailfish|swordfish|spearfish/i;
    for (const species of speciesSeed) {
      expect(species.fishTypeName, species.name).toBe(
        billfishName.test(species.name) ? 'Bill Fish' : 'Non Bill Fish',
      );
    }
  });

  it('includes the required billfish', () => {
    const names = speciesSeed.map((s) => s.name);
    for (const required of [
      'Atlantic blue marlin',
      'Indo-Pacific blue marlin',
      'Black marlin',
      'Striped marlin',
      'White marlin',
      'Atlantic sailfish',
      'Indo-Pacific sailfish',
      'Swordfish',
      'Longbill spearfish',
      'Shortbill spearfish',
      'Mediterranean spearfish',
      'Roundscale spearfish',
    ]) {
      expect(names).toContain(required);
    }
  });

  it('has binomial scientific names', () => {
    for (const species of speciesSeed) {
      expect(species.scientificName, species.name).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    }
  });
});

describe('regions and localities', () => {
  it('has at least 8 regions with unique names and 3 to 6 localities each', () => {
    expect(regionsSeed.length).toBeGreaterThanOrEqual(8);
    expect(duplicates(regionsSeed.map((r) => r.name))).toEqual([]);
    for (const region of regionsSeed) {
      expect(region.countryCode, region.name).toMatch(/^[A-Z]{2}$/);
      expect(region.name, region.name).not.toContain('/');
      expect(region.localities.length, region.name).toBeGreaterThanOrEqual(3);
      expect(region.localities.length, region.name).toBeLessThanOrEqual(6);
    }
  });

  it('has locality names unique across all regions', () => {
    expect(duplicates(localities.map((l) => l.name))).toEqual([]);
  });

  it('uses valid IANA time zones', () => {
    for (const locality of localities) {
      expect(isValidTimeZone(locality.timeZone), `${locality.name}: ${locality.timeZone}`).toBe(true);
    }
  });

  it('has coordinates in range', () => {
    for (const locality of localities) {
      expect(Math.abs(locality.latitude), locality.name).toBeLessThanOrEqual(90);
      expect(Math.abs(locality.longitude), locality.name).toBeLessThanOrEqual(180);
    }
  });
});

describe('ports', () => {
  it('has at least 20 ports with unique names', () => {
    expect(portsSeed.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(portsSeed.map((p) => p.name))).toEqual([]);
  });

  it('places every port in a known locality of the same country, close to it', () => {
    for (const port of portsSeed) {
      const region = regionsSeed.find((r) => r.localities.some((l) => l.name === port.localityName));
      const locality = region?.localities.find((l) => l.name === port.localityName);
      expect(locality, `${port.name} → ${port.localityName}`).toBeDefined();
      expect(region?.countryCode, port.name).toBe(port.countryCode);
      if (locality) {
        // Within about 50 km of the locality it is filed under.
        expect(Math.abs(port.latitude - locality.latitude), port.name).toBeLessThan(0.5);
        expect(Math.abs(port.longitude - locality.longitude), port.name).toBeLessThan(0.5);
      }
    }
  });

  it('has coordinates in range', () => {
    for (const port of portsSeed) {
      expect(Math.abs(port.latitude), port.name).toBeLessThanOrEqual(90);
      expect(Math.abs(port.longitude), port.name).toBeLessThanOrEqual(180);
    }
  });
});

describe('rule sets', () => {
  it('has IGFA strict, IGFA modified and Jungle Rules in that order', () => {
    expect(ruleSetsSeed.map((r) => r.slug)).toEqual(['igfa-strict', 'igfa-modified', 'jungle-rules']);
    expect(ruleSetsSeed.map((r) => r.name)).toEqual(['IGFA strict', 'IGFA modified', 'Jungle Rules']);
  });

  it('has 6 to 10 non-empty sections in each rule set', () => {
    for (const ruleSet of ruleSetsSeed) {
      expect(ruleSet.slug).toMatch(/^[a-z0-9-]{1,60}$/);
      expect(ruleSet.summary.length, ruleSet.slug).toBeGreaterThan(0);
      expect(ruleSet.sections.length, ruleSet.slug).toBeGreaterThanOrEqual(6);
      expect(ruleSet.sections.length, ruleSet.slug).toBeLessThanOrEqual(10);
      expect(duplicates(ruleSet.sections.map((s) => s.heading)), ruleSet.slug).toEqual([]);
      for (const section of ruleSet.sections) {
        expect(section.paragraphs.length, `${ruleSet.slug}: ${section.heading}`).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) {
          expect(paragraph.trim().length, `${ruleSet.slug}: ${section.heading}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('named reference catalogues', () => {
  it('has work types including Fulltime', () => {
    const names = workTypesSeed.map((w) => w.name);
    expect(names).toContain('Fulltime');
    expect(names).toEqual(expect.arrayContaining(['Part time', 'Seasonal', 'Recreational']));
  });

  it('has Offshore and Nearshore fishing types', () => {
    expect(fishingTypesSeed.map((f) => f.name)).toEqual(expect.arrayContaining(['Offshore', 'Nearshore']));
  });

  it('has the four genders with fixed ids', () => {
    expect(gendersSeed).toEqual([
      { id: 1, name: 'Male' },
      { id: 2, name: 'Female' },
      { id: 3, name: 'Other' },
      { id: 4, name: 'Prefer not to say' },
    ]);
  });

  it('has unique, non-empty names in every named catalogue', () => {
    const catalogues = {
      boatTypesSeed,
      boatMakesSeed,
      motorMakesSeed,
      propellerManufacturersSeed,
      fishingTypesSeed,
      workTypesSeed,
    };
    for (const [label, items] of Object.entries(catalogues)) {
      expect(items.length, label).toBeGreaterThan(0);
      expect(duplicates(items.map((i) => i.name)), label).toEqual([]);
      for (const item of items) expect(item.name.trim().length, label).toBeGreaterThan(0);
    }
    expect(boatMakesSeed.length).toBeGreaterThanOrEqual(25);
  });
});

describe('Spanish names (issue 33: the Spanish app names species and places in Spanish)', () => {
  it('gives every species a Spanish name of its own', () => {
    for (const species of speciesSeed) expect(species.nameEs.trim(), species.name).not.toBe('');
    expect(duplicates(speciesSeed.map((s) => s.nameEs))).toEqual([]);
    // A name left in English is a name not translated (the few said alike in both are listed).
    const alike = ['Cobia', 'Dorado (mahi-mahi)'];
    for (const species of speciesSeed) {
      if (!alike.includes(species.name)) expect(species.nameEs, species.name).not.toBe(species.name);
    }
  });

  it('gives every region and locality a Spanish name, unique as the English ones are', () => {
    for (const place of [...regionsSeed, ...localities]) expect(place.nameEs.trim(), place.name).not.toBe('');
    expect(duplicates(regionsSeed.map((region) => region.nameEs))).toEqual([]);
    expect(duplicates(localities.map((locality) => locality.nameEs))).toEqual([]);
    // The regions named by an English phrase are worded in Spanish (a proper name stays as it is).
    for (const region of regionsSeed) {
      if (/\b(Pacific|Keys|North|Republic)\b/.test(region.name)) expect(region.nameEs).not.toBe(region.name);
    }
  });
});

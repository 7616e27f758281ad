/**
 * The field data's aggregates (issue 48), in SQLite (node:sqlite, as the forms'): never a beacon,
 * an address or a user agent, only counts per hour.
 *
 * - `views`: page views per hour × path × country × connection type × device class × language;
 * - `vitals`: for the same key, per metric, the count of values in each bin of the fixed
 *   log-scale histogram (server/field-data/histogram.ts), from which any percentile is read;
 * - `sources`: per hour × path, the views that came with each referrer host and each
 *   utm_source, utm_medium and utm_campaign;
 * - `conversions`: per hour × path × form, the form submissions, with the campaign of the page
 *   they were sent from.
 *
 * Beacons are added up in memory and written every `flushEveryMs` (10 s) in one transaction, or
 * at once when more than `maxPendingKeys` keys wait: the write costs per key, not per beacon, so
 * 5,000 beacons a second cost a few hundred upserts, and memory stays bounded under a flood. A
 * crash loses at most the last interval's counts (analytics, not submissions: the forms' store
 * commits before it answers). The set of values is bounded too: a path that is not a page of
 * the build is "(other)", a language not the site's "other", and each hour keeps at most
 * `maxLabelsPerHour` distinct referrer hosts and campaign values per kind, the rest "(other)".
 *
 * Its own file in DATA_DIR (field-data.sqlite), beside the submissions': other durability
 * (synchronous=NORMAL), other retention (13 months), and dropping it loses no lead.
 */
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { METRICS, type Beacon, type Metric, type MetricFigure } from "../../shared/field-data.ts";
import { addToHistogram, binOf, metricUnits, percentile, type Histogram } from "./histogram.ts";

export const FIELD_DATA_FILE = "field-data.sqlite";
export const HOUR_MS = 3_600_000;
export const OTHER = "(other)";

export type Dimensions = { path: string; country: string; connection: string; device: string; language: string };

export type Campaign = { source: string; medium: string; campaign: string };

export type Conversion = { path: string; form: string } & Campaign;

export type FieldDataStoreOptions = {
  /** The paths of the build's pages (build/csp-manifest.json); any other path is stored as "(other)". Without it, every path is kept. */
  pages?: ReadonlySet<string>;
  /** The site's language codes; another page language is stored as "other". */
  languages?: readonly string[];
  flushEveryMs?: number;
  maxPendingKeys?: number;
  maxLabelsPerHour?: number;
  now?: () => number;
};

/** An hour's number since the epoch, as the tables key it. */
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

type Pending = { views: number; vitals: Map<Metric, Histogram> };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS views (
    hour INTEGER NOT NULL, path TEXT NOT NULL, country TEXT NOT NULL, connection TEXT NOT NULL,
    device TEXT NOT NULL, language TEXT NOT NULL, views INTEGER NOT NULL,
    PRIMARY KEY (hour, path, country, connection, device, language)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS vitals (
    hour INTEGER NOT NULL, path TEXT NOT NULL, country TEXT NOT NULL, connection TEXT NOT NULL,
    device TEXT NOT NULL, language TEXT NOT NULL, metric TEXT NOT NULL, bin INTEGER NOT NULL, count INTEGER NOT NULL,
    PRIMARY KEY (hour, path, country, connection, device, language, metric, bin)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS sources (
    hour INTEGER NOT NULL, path TEXT NOT NULL, kind TEXT NOT NULL, value TEXT NOT NULL, views INTEGER NOT NULL,
    PRIMARY KEY (hour, path, kind, value)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS conversions (
    hour INTEGER NOT NULL, path TEXT NOT NULL, form TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL,
    campaign TEXT NOT NULL, count INTEGER NOT NULL,
    PRIMARY KEY (hour, path, form, source, medium, campaign)
  ) STRICT, WITHOUT ROWID;
`;

/** The kinds of `sources` rows. */
export const SOURCE_KINDS = ["referrer", "utm_source", "utm_medium", "utm_campaign"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export type Period = { fromHour: number; toHour: number };

export type FieldDataStore = {
  /** Adds one beacon's counts (in memory until the next flush). */
  record(beacon: Beacon, country: string, at?: number): void;
  /** Adds one form submission, with the page and campaign it came from. */
  recordConversion(conversion: Conversion, at?: number): void;
  /** Writes what waits in memory; the queries below flush first. */
  flush(): void;
  /** Keys waiting in memory (for the benchmark). */
  pendingKeys(): number;
  /** Page views in the period. */
  pageViews(period: Period): number;
  /** Per `group` (e.g. country × connection), per metric, the histogram of the period. */
  histograms<K extends keyof Dimensions>(
    period: Period,
    group: readonly K[],
  ): { key: Pick<Dimensions, K>; histograms: Map<Metric, Histogram> }[];
  /** Views per value of one dimension, most first. */
  viewsBy(period: Period, dimension: keyof Dimensions, limit?: number): { value: string; views: number }[];
  /** Views per referrer host or campaign value, most first. */
  sourcesBy(period: Period, kind: SourceKind, limit?: number): { value: string; views: number }[];
  /** Submissions per page, form and campaign, most first. */
  conversions(period: Period, limit?: number): (Conversion & { count: number })[];
  /** Drops every aggregate of an hour before `beforeHour`: the number of rows removed. */
  purgeBefore(beforeHour: number): number;
  close(): void;
};

const DIMENSIONS: readonly (keyof Dimensions)[] = ["path", "country", "connection", "device", "language"];

export function openFieldDataStore(dataDir: string | ":memory:", options: FieldDataStoreOptions = {}): FieldDataStore {
  const { pages, languages, flushEveryMs = 10_000, maxPendingKeys = 20_000, maxLabelsPerHour = 1_000, now = Date.now } = options;
  let file = ":memory:";
  if (dataDir !== ":memory:") {
    if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    file = join(dataDir, FIELD_DATA_FILE);
  }
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;");
  db.exec(SCHEMA);
  if (file !== ":memory:") chmodSync(file, 0o600);

  const upsertView = db.prepare(`INSERT INTO views VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET views = views + excluded.views`);
  const upsertVital = db.prepare(
    `INSERT INTO vitals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  const upsertSource = db.prepare(`INSERT INTO sources VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET views = views + excluded.views`);
  const upsertConversion = db.prepare(
    `INSERT INTO conversions VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );

  // Waiting in memory: key "hour\0path\0country\0connection\0device\0language" (and the sources' and conversions' own).
  let pending = new Map<string, Pending>();
  let pendingSources = new Map<string, number>();
  let pendingConversions = new Map<string, number>();
  // The distinct labels seen this hour, per kind: past maxLabelsPerHour, new ones are "(other)".
  let labelHour = -1;
  const labels = new Map<string, Set<string>>();

  function boundedLabel(kind: string, value: string, hour: number): string {
    if (hour !== labelHour) {
      labelHour = hour;
      labels.clear();
    }
    const seen = labels.get(kind) ?? new Set<string>();
    labels.set(kind, seen);
    if (seen.has(value)) return value;
    if (seen.size >= maxLabelsPerHour) return OTHER;
    seen.add(value);
    return value;
  }

  const knownLanguages = languages ? new Set(languages) : null;
  function dimensionsOf(beacon: Beacon, country: string): Dimensions {
    const path = beacon.path.length > 1 ? beacon.path.replace(/\/+$/, "").replace(/\/index(\.html)?$/, "") || "/" : beacon.path;
    const language = beacon.lang.toLowerCase().split("-")[0] ?? "";
    return {
      path: !pages || pages.has(path) ? path : OTHER,
      country,
      connection: beacon.connection ?? "unknown",
      device: beacon.device,
      language: !knownLanguages || knownLanguages.has(language) ? language : "other",
    };
  }

  function flushSoonIfFull() {
    if (pending.size + pendingSources.size + pendingConversions.size >= maxPendingKeys) flush();
  }

  function flush() {
    if (pending.size === 0 && pendingSources.size === 0 && pendingConversions.size === 0) return;
    const cells = pending;
    const sources = pendingSources;
    const conversions = pendingConversions;
    pending = new Map();
    pendingSources = new Map();
    pendingConversions = new Map();
    db.exec("BEGIN");
    try {
      for (const [key, cell] of cells) {
        const [hour, ...dims] = key.split("\0");
        const hourNumber = Number(hour);
        if (cell.views > 0) upsertView.run(hourNumber, ...dims, cell.views);
        for (const [metric, histogram] of cell.vitals)
          for (const [bin, count] of histogram) upsertVital.run(hourNumber, ...dims, metric, bin, count);
      }
      for (const [key, views] of sources) {
        const [hour, path, kind, value] = key.split("\0");
        upsertSource.run(Number(hour), path ?? "", kind ?? "", value ?? "", views);
      }
      for (const [key, count] of conversions) {
        const [hour, ...rest] = key.split("\0");
        upsertConversion.run(Number(hour), ...rest, count);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }

  const timer = setInterval(flush, flushEveryMs);
  timer.unref();

  const range = (period: Period) => [period.fromHour, period.toHour] as const;
  const all = (statement: StatementSync, ...params: (string | number)[]) => statement.all(...params) as Record<string, string | number>[];

  const statements = {
    pageViews: db.prepare("SELECT COALESCE(SUM(views), 0) AS views FROM views WHERE hour BETWEEN ? AND ?"),
    sources: db.prepare(
      "SELECT value, SUM(views) AS views FROM sources WHERE hour BETWEEN ? AND ? AND kind = ? GROUP BY value ORDER BY views DESC, value LIMIT ?",
    ),
    conversions: db.prepare(
      `SELECT path, form, source, medium, campaign, SUM(count) AS count FROM conversions WHERE hour BETWEEN ? AND ?
       GROUP BY path, form, source, medium, campaign ORDER BY count DESC, path LIMIT ?`,
    ),
  };

  return {
    record(beacon, country, at = now()) {
      const hour = hourOf(at);
      const dims = dimensionsOf(beacon, country);
      const key = [hour, dims.path, dims.country, dims.connection, dims.device, dims.language].join("\0");
      let cell = pending.get(key);
      if (!cell) {
        cell = { views: 0, vitals: new Map() };
        pending.set(key, cell);
      }
      if (beacon.view) {
        cell.views++;
        const add = (kind: SourceKind, value: string | undefined) => {
          if (!value) return;
          const sourceKey = [hour, dims.path, kind, boundedLabel(kind, value, hour)].join("\0");
          pendingSources.set(sourceKey, (pendingSources.get(sourceKey) ?? 0) + 1);
        };
        add("referrer", beacon.referrer?.toLowerCase());
        add("utm_source", beacon.utm_source);
        add("utm_medium", beacon.utm_medium);
        add("utm_campaign", beacon.utm_campaign);
      }
      for (const metric of METRICS) {
        const value = beacon.metrics[metric];
        if (value === undefined) continue;
        let histogram = cell.vitals.get(metric);
        if (!histogram) {
          histogram = new Map();
          cell.vitals.set(metric, histogram);
        }
        addToHistogram(histogram, binOf(value * metricUnits(metric)));
      }
      flushSoonIfFull();
    },
    recordConversion(conversion, at = now()) {
      const hour = hourOf(at);
      const bounded = (kind: string, value: string) => (value ? boundedLabel(kind, value, hour) : "");
      const path = !pages || pages.has(conversion.path) ? conversion.path : OTHER;
      const key = [
        hour,
        path,
        conversion.form,
        bounded("utm_source", conversion.source),
        bounded("utm_medium", conversion.medium),
        bounded("utm_campaign", conversion.campaign),
      ].join("\0");
      pendingConversions.set(key, (pendingConversions.get(key) ?? 0) + 1);
      flushSoonIfFull();
    },
    flush,
    pendingKeys: () => pending.size + pendingSources.size + pendingConversions.size,
    pageViews(period) {
      flush();
      return Number(all(statements.pageViews, ...range(period))[0]?.views ?? 0);
    },
    histograms(period, group) {
      flush();
      for (const dimension of group) if (!DIMENSIONS.includes(dimension)) throw new Error(`Not a dimension: ${dimension}`);
      const columns = group.join(", ");
      const rows = all(
        db.prepare(
          `SELECT ${columns ? `${columns}, ` : ""}metric, bin, SUM(count) AS count FROM vitals WHERE hour BETWEEN ? AND ? GROUP BY ${columns ? `${columns}, ` : ""}metric, bin`,
        ),
        ...range(period),
      );
      const groups = new Map<string, { key: Pick<Dimensions, (typeof group)[number]>; histograms: Map<Metric, Histogram> }>();
      for (const row of rows) {
        const groupKey = group.map((dimension) => String(row[dimension])).join("\0");
        let entry = groups.get(groupKey);
        if (!entry) {
          entry = {
            key: Object.fromEntries(group.map((dimension) => [dimension, String(row[dimension])])) as Pick<
              Dimensions,
              (typeof group)[number]
            >,
            histograms: new Map(),
          };
          groups.set(groupKey, entry);
        }
        const metric = String(row.metric) as Metric;
        const histogram = entry.histograms.get(metric) ?? new Map<number, number>();
        entry.histograms.set(metric, histogram);
        addToHistogram(histogram, Number(row.bin), Number(row.count));
      }
      return [...groups.values()];
    },
    viewsBy(period, dimension, limit = 100) {
      flush();
      if (!DIMENSIONS.includes(dimension)) throw new Error(`Not a dimension: ${dimension}`);
      return all(
        db.prepare(
          `SELECT ${dimension} AS value, SUM(views) AS views FROM views WHERE hour BETWEEN ? AND ? GROUP BY ${dimension} ORDER BY views DESC, value LIMIT ?`,
        ),
        ...range(period),
        limit,
      ).map((row) => ({ value: String(row.value), views: Number(row.views) }));
    },
    sourcesBy(period, kind, limit = 100) {
      flush();
      return all(statements.sources, ...range(period), kind, limit).map((row) => ({ value: String(row.value), views: Number(row.views) }));
    },
    conversions(period, limit = 100) {
      flush();
      return all(statements.conversions, ...range(period), limit).map((row) => ({
        path: String(row.path),
        form: String(row.form),
        source: String(row.source),
        medium: String(row.medium),
        campaign: String(row.campaign),
        count: Number(row.count),
      }));
    },
    purgeBefore(beforeHour) {
      flush();
      let removed = 0;
      for (const table of ["views", "vitals", "sources", "conversions"])
        removed += Number(db.prepare(`DELETE FROM ${table} WHERE hour < ?`).run(beforeHour).changes);
      if (removed > 0) db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      return removed;
    },
    close() {
      clearInterval(timer);
      flush();
      db.close();
    },
  };
}

/** p75 and sample count of each metric of a set of histograms, leaving out those with fewer than `minSamples`. */
export function p75Figures(histograms: ReadonlyMap<Metric, Histogram>, minSamples: number): Partial<Record<Metric, MetricFigure>> {
  const figures: Partial<Record<Metric, MetricFigure>> = {};
  for (const metric of METRICS) {
    const histogram = histograms.get(metric);
    if (!histogram) continue;
    let samples = 0;
    for (const count of histogram.values()) samples += count;
    const p75 = percentile(metric, histogram, 0.75);
    if (samples >= minSamples && p75 !== null) figures[metric] = { p75, samples };
  }
  return figures;
}

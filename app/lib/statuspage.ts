/**
 * The JSON documents of Atlassian Statuspage's public API v2 (/api/v2/summary.json,
 * incidents.json, components.json, scheduled-maintenances.json, status.json), with its field names
 * and value vocabularies, so that tools written for Statuspage pages (monitoring dashboards,
 * chat bots, the statuspage.io client libraries) read ours unchanged. Built from plain data; the
 * status data module supplies it (app/site/status-feeds.ts).
 */

export type ComponentStatus = "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
export type Impact = "none" | "minor" | "major" | "critical";
export type IncidentStatus = "investigating" | "identified" | "monitoring" | "resolved" | "postmortem";
export type MaintenanceStatus = "scheduled" | "in_progress" | "verifying" | "completed";

/** A component, or a group of components (a data center, whose children are its products). */
export type StatusComponent = {
  id: string;
  name: string;
  status: ComponentStatus;
  description: string | null;
  /** The group's id for a child; null for a group or a component outside any group. */
  groupId: string | null;
  /** For a group: its children's ids, in order. */
  childIds?: readonly string[];
  createdAt: string;
  updatedAt: string;
};

export type StatusEventUpdate = {
  id: string;
  status: IncidentStatus | MaintenanceStatus;
  body: string;
  at: string;
  /** The affected components' state from this update on, when the event file says. */
  componentStatus?: ComponentStatus;
};

/** An incident or a scheduled maintenance (Statuspage keeps both as incidents). */
export type StatusEvent = {
  id: string;
  name: string;
  type: "incident" | "maintenance";
  status: IncidentStatus | MaintenanceStatus;
  impact: Impact;
  /** The event page: Statuspage's `shortlink`. */
  url: string;
  componentIds: readonly string[];
  /** Oldest first, as written in the event file. */
  updates: readonly StatusEventUpdate[];
  /** A maintenance's window. */
  scheduledFor?: string;
  scheduledUntil?: string;
};

export type StatusPageInput = {
  page: { id: string; name: string; url: string; updatedAt: string };
  components: readonly StatusComponent[];
  /** Any order. */
  events: readonly StatusEvent[];
  /** The words of `status.description` for each indicator, in the page's language. */
  indicatorDescriptions: Record<Impact, string>;
};

/** Statuspage's own ceiling on incidents.json and scheduled-maintenances.json. */
export const STATUSPAGE_LIST_LIMIT = 50;

const SEVERITY: Record<Impact, number> = { none: 0, minor: 1, major: 2, critical: 3 };
const COMPONENT_SEVERITY: Record<ComponentStatus, Impact> = {
  operational: "none",
  under_maintenance: "none",
  degraded_performance: "minor",
  partial_outage: "major",
  major_outage: "critical",
};

const isOpen = (event: StatusEvent) => !["resolved", "postmortem", "completed"].includes(event.status);

/** The JSON documents of one language's page. */
export function statuspageDocuments(input: StatusPageInput) {
  const page = { id: input.page.id, name: input.page.name, url: input.page.url, time_zone: "Etc/UTC", updated_at: input.page.updatedAt };
  const componentById = new Map(input.components.map((component) => [component.id, component]));

  const components = input.components.map((component, index) => ({
    id: component.id,
    name: component.name,
    status: component.status,
    created_at: component.createdAt,
    updated_at: component.updatedAt,
    position: index + 1,
    description: component.description,
    showcase: component.groupId === null,
    start_date: null,
    group_id: component.groupId,
    page_id: page.id,
    group: component.childIds !== undefined,
    only_show_if_degraded: false,
    ...(component.childIds ? { components: [...component.childIds] } : {}),
  }));
  const componentJson = new Map(components.map((component) => [component.id, component]));

  const eventJson = (event: StatusEvent) => {
    const first = event.updates[0];
    const last = event.updates.at(-1);
    if (!first || !last) throw new Error(`${event.id}: an event has at least one update`);
    const firstAt = (status: string) => event.updates.find((update) => update.status === status)?.at ?? null;
    const affected = event.componentIds.map((id) => {
      const component = componentById.get(id);
      if (!component) throw new Error(`${event.id}: unknown component ${id}`);
      return component;
    });
    return {
      id: event.id,
      name: event.name,
      status: event.status,
      created_at: first.at,
      updated_at: last.at,
      monitoring_at: firstAt("monitoring"),
      resolved_at: event.type === "incident" ? firstAt("resolved") : firstAt("completed"),
      impact: event.impact,
      shortlink: event.url,
      started_at: event.type === "maintenance" ? (event.scheduledFor ?? first.at) : first.at,
      page_id: page.id,
      // Newest first, as Statuspage lists them.
      incident_updates: event.updates
        .map((update, index) => ({
          id: update.id,
          status: update.status,
          body: update.body,
          incident_id: event.id,
          created_at: update.at,
          updated_at: update.at,
          display_at: update.at,
          // Statuspage writes null when an update did not change the components' state.
          affected_components: update.componentStatus
            ? affected.map((component) => ({
                code: component.id,
                name: component.name,
                old_status: event.updates.slice(0, index).findLast((earlier) => earlier.componentStatus)?.componentStatus ?? "operational",
                new_status: update.componentStatus,
              }))
            : null,
          deliver_notifications: true,
          custom_tweet: null,
          tweet_id: null,
        }))
        .reverse(),
      components: event.componentIds.map((id) => componentJson.get(id)),
      ...(event.type === "maintenance" ? { scheduled_for: event.scheduledFor ?? null, scheduled_until: event.scheduledUntil ?? null } : {}),
    };
  };

  // An incident is as new as its first update, a maintenance as its window's start.
  const since = (event: StatusEvent) => Date.parse(event.scheduledFor ?? event.updates[0]?.at ?? "");
  const newestFirst = [...input.events].sort((a, b) => since(b) - since(a));
  const incidents = newestFirst.filter((event) => event.type === "incident");
  const maintenances = newestFirst.filter((event) => event.type === "maintenance");

  // The worst of the open incidents' impacts and the components' states.
  const worst = [
    ...incidents.filter(isOpen).map((event) => event.impact),
    ...input.components.map((component) => COMPONENT_SEVERITY[component.status]),
  ].reduce<Impact>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), "none");
  const status = { indicator: worst, description: input.indicatorDescriptions[worst] };

  return {
    summary: {
      page,
      components,
      incidents: incidents.filter(isOpen).map(eventJson),
      scheduled_maintenances: maintenances.filter(isOpen).map(eventJson),
      status,
    },
    status: { page, status },
    components: { page, components },
    incidents: { page, incidents: incidents.slice(0, STATUSPAGE_LIST_LIMIT).map(eventJson) },
    scheduledMaintenances: { page, scheduled_maintenances: maintenances.slice(0, STATUSPAGE_LIST_LIMIT).map(eventJson) },
  };
}

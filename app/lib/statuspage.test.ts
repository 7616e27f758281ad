import { describe, expect, it } from "vitest";
import { statuspageV2 } from "./statuspage-schema.ts";
import { statuspageDocuments, type StatusEvent, type StatusPageInput } from "./statuspage.ts";

const at = (day: number, hour: number) => `2026-11-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z`;
const words = { none: "All good", minor: "Minor", major: "Partial", critical: "Major" };

const resolved: StatusEvent = {
  id: "2026-11-02-lagos-storage",
  name: "Slow block storage in Lagos",
  type: "incident",
  status: "resolved",
  impact: "major",
  url: "https://x.example/status/incidents/2026-11-02-lagos-storage",
  componentIds: ["lagos-storage"],
  updates: [
    { id: "2026-11-02-lagos-storage/1", status: "investigating", body: "Looking", at: at(2, 8), componentStatus: "partial_outage" },
    { id: "2026-11-02-lagos-storage/2", status: "monitoring", body: "Fixed, watching", at: at(2, 9) },
    { id: "2026-11-02-lagos-storage/3", status: "resolved", body: "Done", at: at(2, 10), componentStatus: "operational" },
  ],
};
const open: StatusEvent = {
  ...resolved,
  id: "2026-11-20-accra-compute",
  name: "Accra compute errors",
  status: "identified",
  impact: "minor",
  url: "https://x.example/status/incidents/2026-11-20-accra-compute",
  componentIds: ["accra-compute"],
  updates: [
    { id: "2026-11-20-accra-compute/1", status: "investigating", body: "Errors", at: at(20, 8), componentStatus: "degraded_performance" },
    { id: "2026-11-20-accra-compute/2", status: "identified", body: "Found", at: at(20, 9) },
  ],
};
const upcoming: StatusEvent = {
  id: "2026-11-28-lagos-network",
  name: "Network upgrade",
  type: "maintenance",
  status: "scheduled",
  impact: "none",
  url: "https://x.example/status/incidents/2026-11-28-lagos-network",
  componentIds: ["lagos-compute", "lagos-storage"],
  updates: [{ id: "2026-11-28-lagos-network/1", status: "scheduled", body: "Planned", at: at(18, 12) }],
  scheduledFor: at(28, 1),
  scheduledUntil: at(28, 3),
};
const done: StatusEvent = { ...upcoming, id: "2026-11-01-accra", status: "completed", scheduledFor: at(1, 1), scheduledUntil: at(1, 2) };

const input: StatusPageInput = {
  page: { id: "baobab-cloud", name: "Baobab Cloud", url: "https://x.example/status", updatedAt: at(20, 9) },
  components: [
    {
      id: "lagos",
      name: "Lagos",
      status: "partial_outage",
      description: null,
      groupId: null,
      childIds: ["lagos-compute", "lagos-storage"],
      createdAt: at(1, 0),
      updatedAt: at(20, 9),
    },
    {
      id: "lagos-compute",
      name: "Compute",
      status: "operational",
      description: null,
      groupId: "lagos",
      createdAt: at(1, 0),
      updatedAt: at(20, 9),
    },
    {
      id: "lagos-storage",
      name: "Storage",
      status: "operational",
      description: null,
      groupId: "lagos",
      createdAt: at(1, 0),
      updatedAt: at(20, 9),
    },
    {
      id: "accra",
      name: "Accra",
      status: "degraded_performance",
      description: null,
      groupId: null,
      childIds: ["accra-compute"],
      createdAt: at(1, 0),
      updatedAt: at(20, 9),
    },
    {
      id: "accra-compute",
      name: "Compute",
      status: "degraded_performance",
      description: "VMs",
      groupId: "accra",
      createdAt: at(1, 0),
      updatedAt: at(20, 9),
    },
  ],
  events: [resolved, done, open, upcoming],
  indicatorDescriptions: words,
};

describe("Statuspage v2 documents", () => {
  const documents = statuspageDocuments(input);

  it("has Statuspage's shape in every document", () => {
    expect(() => statuspageV2.summary.parse(documents.summary)).not.toThrow();
    expect(() => statuspageV2.incidents.parse(documents.incidents)).not.toThrow();
    expect(() => statuspageV2.components.parse(documents.components)).not.toThrow();
    expect(() => statuspageV2.scheduledMaintenances.parse(documents.scheduledMaintenances)).not.toThrow();
    expect(() => statuspageV2.status.parse(documents.status)).not.toThrow();
    // The schema can fail: a field renamed is refused.
    const { shortlink, ...renamed } = documents.incidents.incidents[0] ?? {};
    expect(() => statuspageV2.incidents.parse({ ...documents.incidents, incidents: [{ ...renamed, link: shortlink }] })).toThrow();
  });

  it("puts the open incidents and the upcoming maintenance in the summary, everything in the lists, newest first", () => {
    expect(documents.summary.incidents.map((incident) => incident.id)).toEqual([open.id]);
    expect(documents.summary.scheduled_maintenances.map((maintenance) => maintenance.id)).toEqual([upcoming.id]);
    expect(documents.incidents.incidents.map((incident) => incident.id)).toEqual([open.id, resolved.id]);
    expect(documents.scheduledMaintenances.scheduled_maintenances.map((maintenance) => maintenance.id)).toEqual([upcoming.id, done.id]);
  });

  it("dates an incident by its updates, lists them newest first, and says which components changed", () => {
    const incident = documents.incidents.incidents.find((entry) => entry.id === resolved.id);
    expect(incident).toMatchObject({
      created_at: at(2, 8),
      updated_at: at(2, 10),
      monitoring_at: at(2, 9),
      resolved_at: at(2, 10),
      started_at: at(2, 8),
    });
    expect(incident?.incident_updates.map((update) => update.status)).toEqual(["resolved", "monitoring", "investigating"]);
    expect(incident?.incident_updates[2]?.affected_components).toEqual([
      { code: "lagos-storage", name: "Storage", old_status: "operational", new_status: "partial_outage" },
    ]);
    expect(incident?.incident_updates[1]?.affected_components).toBeNull();
    // From the state the last update that named one set, across the update that named none.
    expect(incident?.incident_updates[0]?.affected_components?.[0]).toMatchObject({
      old_status: "partial_outage",
      new_status: "operational",
    });
    expect(incident?.components.map((component) => component?.id)).toEqual(["lagos-storage"]);
    const maintenance = documents.scheduledMaintenances.scheduled_maintenances[0];
    expect(maintenance).toMatchObject({ scheduled_for: at(28, 1), scheduled_until: at(28, 3), started_at: at(28, 1), resolved_at: null });
  });

  it("groups components by data center and blends the indicator from components and open incidents", () => {
    const lagos = documents.components.components.find((component) => component.id === "lagos");
    expect(lagos).toMatchObject({ group: true, group_id: null, components: ["lagos-compute", "lagos-storage"], position: 1 });
    expect(documents.components.components.find((component) => component.id === "lagos-storage")).toMatchObject({
      group: false,
      group_id: "lagos",
    });
    // Lagos is partly out (major), the open Accra incident is minor: the worst wins.
    expect(documents.status.status).toEqual({ indicator: "major", description: "Partial" });
    const calm = statuspageDocuments({
      ...input,
      components: input.components.map((component) => ({ ...component, status: "operational" as const })),
    });
    expect(calm.status.status).toEqual({ indicator: "minor", description: "Minor" });
    const operational = input.components.map((component) => ({ ...component, status: "operational" as const }));
    const quiet = statuspageDocuments({ ...input, events: [resolved, done, upcoming], components: operational });
    expect(quiet.status.status).toEqual({ indicator: "none", description: "All good" });
  });
});

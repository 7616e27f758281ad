/** 30 → "30 minutes", 120 → "2 hours", 90 → "1 hour 30 minutes": how response times read. */
export function formatMinutes(totalMinutes: number): string {
  if (!Number.isInteger(totalMinutes) || totalMinutes <= 0) throw new Error(`Not a positive whole number of minutes: ${totalMinutes}`);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"}`;
  return [hours ? unit(hours, "hour") : "", minutes ? unit(minutes, "minute") : ""].filter(Boolean).join(" ");
}

/** Minutes as a shopper reads them: 10 → "10 minutes", 60 → "1 hour", 90 → "90 minutes", 120 → "2 hours". */
export function duration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

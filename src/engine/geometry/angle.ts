/** Angles in degrees, with exact values at right angles so that turned shapes stay clean. */

/** An angle in degrees brought into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = ((degrees % 360) + 360) % 360;
  // A tiny negative input rounds up to exactly 360 above; fold it back into range.
  return d >= 360 ? 0 : d;
}

export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

export function toDegrees(radians: number): number {
  return (radians * 180) / Math.PI;
}

/** Sine of an angle in degrees; exact at multiples of 90°, where Math.sin would leave 1e-16 noise. */
export function sinDeg(degrees: number): number {
  const d = normalizeDegrees(degrees);
  if (d === 0 || d === 180) return 0;
  if (d === 90) return 1;
  if (d === 270) return -1;
  return Math.sin(toRadians(d));
}

/** Cosine of an angle in degrees; exact at multiples of 90°. */
export function cosDeg(degrees: number): number {
  return sinDeg(degrees + 90);
}

import { clsx, type ClassValue } from "clsx";

/** Joins class names, dropping falsy ones; the one way components merge `className`. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

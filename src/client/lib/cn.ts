// Joins class names, skipping empty ones.
export { clsx as cn } from 'clsx';

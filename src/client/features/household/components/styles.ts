// The household screen's cards, as the profile's.
export const card = 'rounded-3xl bg-white p-6 shadow-sm';
export const heading = 'mb-1 text-lg font-semibold text-brand-900';

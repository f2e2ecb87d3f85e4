/**
 * Suggested dining styles and dress codes. The values are the catalogue's own (search filters by
 * dining style), so they are saved as written here; the chips show them translated.
 */
export const diningStyleSuggestions = [
  { value: 'Casual Dining', key: 'casualDining' },
  { value: 'Casual Elegant', key: 'casualElegant' },
  { value: 'Fine Dining', key: 'fineDining' },
  { value: 'Home Style', key: 'homeStyle' },
] as const;

export const dressCodeSuggestions = [
  { value: 'Casual', key: 'casual' },
  { value: 'Smart Casual', key: 'smartCasual' },
  { value: 'Business Casual', key: 'businessCasual' },
  { value: 'Formal', key: 'formal' },
] as const;

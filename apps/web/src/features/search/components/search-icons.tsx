/** Icons only the search screens use (decorative; the text next to them carries the meaning). */
type IconProps = { size?: number; className?: string };

function svgProps({ size = 24, className }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    className,
  };
}

export const CuisineIcon = (p: IconProps) => (
  <svg {...svgProps(p)}>
    <path d="M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2.5 1.5-4 4-4 8h4" />
  </svg>
);

export const RestaurantIcon = (p: IconProps) => (
  <svg {...svgProps(p)}>
    <path d="M4 10h16l-1.5-5h-13zM5 10v10h14V10M10 20v-5h4v5" />
  </svg>
);

export const FilterIcon = (p: IconProps) => (
  <svg {...svgProps(p)}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

export const TrendIcon = (p: IconProps) => (
  <svg {...svgProps(p)}>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </svg>
);

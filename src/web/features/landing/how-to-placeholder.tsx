import { Trans, useLingui } from "@lingui/react/macro";

const STEP_X = [40, 290, 540] as const;

/**
 * Three product panels (describe, select, download) drawn in SVG so they scale with the box: the How
 * to Use slot when there is no walkthrough video (how-to-video.tsx loads it only then).
 */
export default function HowToPlaceholder() {
  const { t } = useLingui();
  return (
    <svg
      viewBox="0 0 800 500"
      className="size-full"
      role="img"
      aria-label={t`Illustration of how it works: describe your business, pick a name and logo, download your files. The walkthrough video is coming soon.`}
    >
      <defs>
        <linearGradient id="htv-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
        <filter id="htv-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#312e81" floodOpacity="0.1" />
        </filter>
      </defs>
      <rect width="800" height="500" fill="url(#htv-bg)" />
      {/* window chrome */}
      <rect width="800" height="56" fill="#ffffff" />
      <rect y="55" width="800" height="1" fill="#e2e8f0" />
      <circle cx="32" cy="28" r="6" fill="#fda4af" />
      <circle cx="52" cy="28" r="6" fill="#fcd34d" />
      <circle cx="72" cy="28" r="6" fill="#86efac" />
      <rect x="290" y="14" width="220" height="28" rx="14" fill="#f1f5f9" />
      <text x="400" y="33" textAnchor="middle" fontSize="15" fill="#475569" fontFamily="inherit">
        brandsculpt.app
      </text>

      {STEP_X.map((x, i) => (
        <g key={x} filter="url(#htv-shadow)">
          <rect x={x} y="92" width="220" height="330" rx="20" fill="#ffffff" stroke="#e2e8f0" />
          <circle cx={x + 34} cy="128" r="16" fill="#4f46e5" />
          <text
            x={x + 34}
            y="134"
            textAnchor="middle"
            fontSize="17"
            fontWeight="700"
            fill="#ffffff"
            fontFamily="inherit"
          >
            {i + 1}
          </text>
          <text x={x + 60} y="135" fontSize="20" fontWeight="700" fill="#0f172a" fontFamily="inherit">
            {[t`Describe`, t`Select`, t`Download`][i]}
          </text>
        </g>
      ))}

      {/* 1: describe */}
      <rect x="60" y="166" width="180" height="150" rx="12" fill="#f8fafc" stroke="#e2e8f0" />
      <rect x="76" y="186" width="140" height="9" rx="4.5" fill="#cbd5e1" />
      <rect x="76" y="206" width="120" height="9" rx="4.5" fill="#cbd5e1" />
      <rect x="76" y="226" width="132" height="9" rx="4.5" fill="#cbd5e1" />
      <rect x="76" y="246" width="80" height="9" rx="4.5" fill="#cbd5e1" />
      <rect x="160" y="242" width="3" height="17" rx="1.5" fill="#4f46e5" />
      <rect x="60" y="340" width="180" height="48" rx="12" fill="#4f46e5" />
      <text
        x="150"
        y="370"
        textAnchor="middle"
        fontSize="17"
        fontWeight="600"
        fill="#ffffff"
        fontFamily="inherit"
      >
        <Trans>Generate names</Trans>
      </text>

      {/* 2: select */}
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect
            x="310"
            y={166 + row * 52}
            width="180"
            height="40"
            rx="10"
            fill={row === 1 ? "#eef2ff" : "#f8fafc"}
            stroke={row === 1 ? "#4f46e5" : "#e2e8f0"}
            strokeWidth={row === 1 ? 2 : 1}
          />
          <rect x="324" y={182 + row * 52} width={[96, 110, 84][row]} height="9" rx="4.5" fill="#94a3b8" />
        </g>
      ))}
      <circle cx="470" cy="238" r="10" fill="#4f46e5" />
      <path d="M465 238l3.5 3.5 6.5-7" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="310" y="330" width="84" height="72" rx="12" fill="#4f46e5" stroke="#fbbf24" strokeWidth="3" />
      <g transform="translate(330 344) scale(0.7)">
        <BeanShape />
      </g>
      <rect x="406" y="330" width="84" height="72" rx="12" fill="#fef3c7" stroke="#e2e8f0" />
      <text
        x="448"
        y="375"
        textAnchor="middle"
        fontSize="22"
        fontStyle="italic"
        fontWeight="700"
        fill="#312e81"
        fontFamily="inherit"
      >
        E&amp;B
      </text>

      {/* 3: download */}
      <rect x="580" y="166" width="140" height="140" rx="24" fill="#4f46e5" />
      <g transform="translate(594 180) scale(1.75)">
        <BeanShape />
      </g>
      <rect x="560" y="340" width="180" height="48" rx="12" fill="#fbbf24" />
      <path
        d="M592 354v14m-6-6 6 6 6-6m-12 10h12"
        fill="none"
        stroke="#0f172a"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="608" y="370" fontSize="17" fontWeight="600" fill="#0f172a" fontFamily="inherit">
        PNG + JPEG
      </text>

      {/* connectors */}
      <path
        d="M264 257l10 10-10 10M514 257l10 10-10 10"
        fill="none"
        stroke="#a5b4fc"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="400" y="466" textAnchor="middle" fontSize="15" fill="#475569" fontFamily="inherit">
        <Trans>Walkthrough video coming soon</Trans>
      </text>
    </svg>
  );
}

/** The sample "Ember & Bean" mark in a 64 × 64 box (same as the hero's logo tile). */
function BeanShape() {
  return (
    <>
      <ellipse cx="30" cy="36" rx="14" ry="19" transform="rotate(35 30 36)" fill="#fff" />
      <path d="M21 26c9 4 9 16 18 20" fill="none" stroke="#4338ca" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="49" cy="14" r="5" fill="#fbbf24" />
    </>
  );
}

/**
 * A slot machine whose reels show the error code (a padlock for the jurisdiction block):
 * the status pages' illustration, drawn inline so it costs no request.
 */
export function StatusIllustration({ code }: { code: string }) {
  const digits = /^\d{3}$/.test(code) ? code.split('') : null;
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" role="presentation" aria-hidden="true" focusable="false" style={{ width: '100%', height: 'auto', maxWidth: 320 }}>
      <defs>
        <linearGradient id="st-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2a86" />
          <stop offset="1" stopColor="#1a1245" />
        </linearGradient>
        <linearGradient id="st-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08c" />
          <stop offset="0.5" stopColor="#f6c453" />
          <stop offset="1" stopColor="#d88e14" />
        </linearGradient>
        <linearGradient id="st-reel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#cfc7ee" />
          <stop offset="0.5" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cfc7ee" />
        </linearGradient>
        <radialGradient id="st-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="160" cy="120" rx="160" ry="115" fill="url(#st-glow)" />
      <ellipse cx="150" cy="222" rx="100" ry="10" fill="#000" opacity="0.35" />
      {/* lever */}
      <path d="M262 120 h14 v-62" stroke="url(#st-gold)" strokeWidth="7" fill="none" strokeLinecap="round" />
      <circle cx="276" cy="50" r="12" fill="#ff5d78" stroke="#ffd1da" strokeWidth="2" />
      {/* cabinet */}
      <rect x="40" y="36" width="222" height="180" rx="22" fill="url(#st-body)" stroke="url(#st-gold)" strokeWidth="5" />
      <rect x="62" y="20" width="178" height="34" rx="14" fill="#7c3aed" stroke="url(#st-gold)" strokeWidth="4" />
      {[84, 112, 140, 168, 196, 222].map((x, i) => (
        <circle key={x} cx={x} cy="37" r="5" fill={i % 2 ? '#ffe08c' : '#fff'} opacity={i % 2 ? 1 : 0.85} />
      ))}
      {/* reels */}
      {[0, 1, 2].map((i) => {
        const x = 60 + i * 62;
        return (
          <g key={i}>
            <rect x={x} y="72" width="54" height="92" rx="10" fill="url(#st-reel)" stroke="#120c33" strokeWidth="3" />
            {digits ? (
              <text x={x + 27} y="136" textAnchor="middle" fontFamily="Montserrat, Inter, Arial, sans-serif" fontSize="52" fontWeight="900" fill={i === 1 ? '#c12a8b' : '#3a1d8f'}>
                {digits[i]}
              </text>
            ) : (
              <g transform={`translate(${x + 27} 118)`} fill="#3a1d8f">
                <path d="M-11 -4 v-8 a11 11 0 0 1 22 0 v8" fill="none" stroke="#3a1d8f" strokeWidth="5" />
                <rect x="-16" y="-5" width="32" height="26" rx="5" />
                <circle cx="0" cy="6" r="4" fill="#fff" />
              </g>
            )}
          </g>
        );
      })}
      <rect x="60" y="112" width="178" height="4" fill="#ff5d78" opacity="0.55" />
      {/* tray */}
      <rect x="78" y="178" width="146" height="22" rx="8" fill="#120c33" stroke="url(#st-gold)" strokeWidth="3" />
      <circle cx="122" cy="189" r="6" fill="url(#st-gold)" />
      <circle cx="140" cy="191" r="6" fill="url(#st-gold)" />
      <circle cx="160" cy="188" r="6" fill="url(#st-gold)" />
    </svg>
  );
}

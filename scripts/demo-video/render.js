/*
 * Runs in headless Chromium as a classic script, after mediabunny's browser bundle (the global
 * `Mediabunny`): draws each frame of a demo video on a canvas, encodes it to H.264 with WebCodecs
 * (through mediabunny's CanvasSource) and muxes an MP4 whose index comes first (fast start), so a
 * <video> knows its duration as soon as it reads the header. See generate.mjs.
 */
(() => {
  const FONT = '"DejaVu Sans", "Liberation Sans", sans-serif';
  const MONO = '"DejaVu Sans Mono", "Liberation Mono", monospace';
  const C = {
    navy: '#0f2a44',
    navyText: '#9fb3c8',
    teal: '#0f766e',
    tealLight: '#5eead4',
    paper: '#f5f7fa',
    ink: '#1f2937',
    muted: '#64748b',
    track: '#d6dde5',
    cyan: '#9fd4c9',
    cyanEdge: '#5fa99b',
    pink: '#f3b4c2',
    pinkEdge: '#d88399',
    nucleus: '#3f2f78',
    nucleusDark: '#24184f',
    halo: '#fbfaf2',
    amber: '#d97706',
    green: '#15803d',
    blue: '#1d4ed8',
  };

  /** A small seeded generator, so every frame draws the same cells. */
  function random(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const clamp = (x, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
  const ease = (x) => {
    const p = clamp(x);
    return p * p * (3 - 2 * p);
  };
  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

  function wrap(ctx, text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(next).width > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** An irregular polygon around (x, y): a squamous cell's outline. */
  function polygon(rnd, x, y, r, sides = 6) {
    const turn = rnd() * Math.PI;
    return Array.from({ length: sides }, (_, i) => {
      const a = turn + (i / sides) * Math.PI * 2;
      const d = r * (0.78 + rnd() * 0.3);
      return [x + Math.cos(a) * d, y + Math.sin(a) * d * 0.85];
    });
  }
  function fillPath(ctx, points, fill, stroke) {
    ctx.beginPath();
    points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
  }
  function ellipse(ctx, x, y, rx, ry, fill, stroke, rotation = 0) {
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
  }
  /** A nucleus with a wrinkled outline when `irregular` > 0. */
  function nucleus(ctx, rnd, x, y, r, irregular, fill) {
    const points = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const d = r * (1 - irregular / 2 + rnd() * irregular);
      return [x + Math.cos(a) * d, y + Math.sin(a) * d * 0.9];
    });
    fillPath(ctx, points, fill, C.nucleusDark);
  }
  function label(ctx, text, x, y, color = C.muted, size = 13, align = 'center') {
    ctx.font = `${size}px ${FONT}`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.fillText(text, x, y);
    ctx.textAlign = 'left';
  }
  function arrow(ctx, x1, y1, x2, y2, color) {
    const a = Math.atan2(y2 - y1, x2 - x1);
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2 - Math.cos(a) * 8, y2 - Math.sin(a) * 8);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x2, y2);
    ctx.lineTo(x2 - Math.cos(a - 0.45) * 12, y2 - Math.sin(a - 0.45) * 12);
    ctx.lineTo(x2 - Math.cos(a + 0.45) * 12, y2 - Math.sin(a + 0.45) * 12);
    ctx.closePath();
    ctx.fill();
  }

  /** Illustrations: each draws in the box (x, y, w, h) at p, the slide's progress from 0 to 1. */
  const ART = {
    cellularity(ctx, { x, y, w, h }, p) {
      const cx = x + w / 2;
      const cy = y + h / 2 - 14;
      const r = Math.min(w, h) / 2 - 22;
      ctx.save();
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = '#fffdf8';
      ctx.fill();
      ctx.clip();
      const rnd = random(7);
      // A jittered grid covers the field evenly; cells appear in a shuffled order.
      const cells = [];
      for (let gy = -r; gy <= r; gy += 30)
        for (let gx = -r; gx <= r; gx += 32) cells.push({ x: cx + gx + rnd() * 16, y: cy + gy + rnd() * 14, pink: rnd() < 0.35, order: rnd() });
      cells.sort((a, b) => a.order - b.order);
      const shown = Math.floor(ease(p * 1.5) * cells.length);
      cells.slice(0, shown).forEach((cell, i) => {
        const shape = random(100 + i);
        fillPath(ctx, polygon(shape, cell.x, cell.y, 17), cell.pink ? C.pink : C.cyan, cell.pink ? C.pinkEdge : C.cyanEdge);
        ellipse(ctx, cell.x + 1, cell.y, 3.2, 2.8, C.nucleus);
      });
      // The scanning line: the screener moving field by field.
      const sweep = cx - r + ((p * 2.2) % 1) * 2 * r;
      ctx.fillStyle = 'rgba(15, 118, 110, 0.18)';
      ctx.fillRect(sweep - 10, cy - r, 20, 2 * r);
      ctx.restore();
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.strokeStyle = C.ink;
      ctx.lineWidth = 3;
      ctx.stroke();
      label(ctx, 'Estimate cellularity field by field', cx, y + h - 6);
    },

    categories(ctx, { x, y, w }, p) {
      const boxes = [
        ['NILM', C.green],
        ['Epithelial cell abnormality', C.amber],
        ['Other', C.blue],
      ];
      const bx = x + 34;
      const bw = w - 40;
      ctx.fillStyle = C.ink;
      ctx.fillRect(x + 6, y + 10, w - 12, 36);
      label(ctx, 'Specimen', x + w / 2, y + 33, '#ffffff', 15);
      // A tree: one trunk down the left, a branch into each category as it appears.
      ctx.strokeStyle = C.muted;
      ctx.lineWidth = 2.5;
      boxes.forEach(([text, color], i) => {
        const show = ease((p - 0.08 - i * 0.22) * 5);
        if (show <= 0) return;
        const by = y + 70 + i * 60;
        ctx.globalAlpha = show;
        ctx.beginPath();
        ctx.moveTo(x + 18, i === 0 ? y + 46 : by - 42);
        ctx.lineTo(x + 18, by + 18);
        ctx.lineTo(bx, by + 18);
        ctx.stroke();
        ctx.fillStyle = color;
        ctx.fillRect(bx, by, bw, 36);
        label(ctx, text, bx + bw / 2, by + 23, '#ffffff', 14);
        ctx.globalAlpha = 1;
      });
    },

    koilocyte(ctx, { x, y, w, h }, p) {
      const left = x + w * 0.26;
      const right = x + w * 0.74;
      const cy = y + h / 2 - 20;
      fillPath(ctx, polygon(random(3), left, cy, 52), C.cyan, C.cyanEdge);
      ellipse(ctx, left, cy, 7, 6, C.nucleus, C.nucleusDark);
      label(ctx, 'Intermediate cell', left, cy + 78);
      const show = ease((p - 0.15) * 4);
      if (show > 0) {
        ctx.globalAlpha = show;
        fillPath(ctx, polygon(random(5), right, cy, 56), C.pink, C.pinkEdge);
        ellipse(ctx, right - 2, cy + 2, 30, 25, C.halo, '#c9c2a8', 0.3);
        nucleus(ctx, random(9), right - 9, cy, 11, 0.35, C.nucleus);
        nucleus(ctx, random(10), right + 10, cy + 6, 10, 0.35, C.nucleus);
        label(ctx, 'Koilocyte', right, cy + 78);
        ctx.globalAlpha = 1;
      }
      if (p > 0.35) {
        const bob = Math.sin(p * 40) * 4;
        arrow(ctx, right + 40, cy - 64 + bob, right + 18, cy - 20 + bob, C.teal);
        label(ctx, 'perinuclear cavity', right + 4, cy - 70 + bob, C.teal, 12);
      }
    },

    lsil(ctx, { x, y, w, h }, p) {
      const cy = y + h / 2 - 16;
      const left = x + w * 0.27;
      const right = x + w * 0.73;
      const r0 = 9;
      fillPath(ctx, polygon(random(21), left, cy, 50), C.cyan, C.cyanEdge);
      ellipse(ctx, left, cy, r0, r0 * 0.9, C.nucleus, C.nucleusDark);
      label(ctx, 'Normal: 1x', left, cy + 76);
      const grow = 1 + 2 * ease((p - 0.1) * 2.2);
      fillPath(ctx, polygon(random(22), right, cy, 54), C.pink, C.pinkEdge);
      nucleus(ctx, random(23), right, cy, r0 * Math.sqrt(grow), 0.25, C.nucleus);
      label(ctx, `LSIL: ${grow.toFixed(1)}x area`, right, cy + 76, grow > 2.9 ? C.teal : C.muted);
    },

    hsil(ctx, { x, y, w, h }, p) {
      const cy = y + h / 2 - 30;
      const left = x + w * 0.27;
      const right = x + w * 0.73;
      fillPath(ctx, polygon(random(31), left, cy, 50), C.pink, C.pinkEdge);
      nucleus(ctx, random(32), left, cy, 15, 0.2, C.nucleus);
      const show = ease((p - 0.1) * 4);
      ctx.globalAlpha = Math.max(0.001, show);
      fillPath(ctx, polygon(random(33), right, cy, 27, 7), C.cyan, C.cyanEdge);
      nucleus(ctx, random(34), right, cy, 19, 0.45, C.nucleusDark);
      ctx.globalAlpha = 1;
      label(ctx, 'Mature cell', left, cy + 70);
      label(ctx, 'Immature cell', right, cy + 70);
      // N/C ratio bars: cytoplasm (light) and nucleus (dark) share of each cell.
      const bar = (bx, ratio, text) => {
        const bw = 78;
        ctx.fillStyle = C.track;
        ctx.fillRect(bx - bw / 2, cy + 84, bw, 12);
        ctx.fillStyle = C.nucleus;
        ctx.fillRect(bx - bw / 2, cy + 84, bw * ratio, 12);
        label(ctx, text, bx, cy + 114, C.ink, 12);
      };
      const fill = ease((p - 0.25) * 2.5);
      bar(left, 0.12 * fill, 'N/C low');
      bar(right, 0.75 * fill, 'N/C high');
    },

    'hsil-groups'(ctx, { x, y, w, h }, p) {
      const cx = x + w / 2;
      const cy = y + h / 2 - 14;
      const rnd = random(41);
      ellipse(ctx, cx, cy, 96, 70, C.cyan, C.cyanEdge, -0.2);
      for (let i = 0; i < 26; i++) {
        const a = rnd() * Math.PI * 2;
        const d = Math.sqrt(rnd());
        nucleus(ctx, random(50 + i), cx + Math.cos(a) * d * 78, cy + Math.sin(a) * d * 54, 9 + rnd() * 4, 0.3, i % 3 ? C.nucleus : C.nucleusDark);
      }
      // A magnifier travels round the group's edge, where single cells are easiest to read.
      const a = p * Math.PI * 2 * 1.5;
      const mx = cx + Math.cos(a) * 96;
      const my = cy + Math.sin(a) * 70;
      ctx.beginPath();
      ctx.arc(mx, my, 26, 0, Math.PI * 2);
      ctx.strokeStyle = C.teal;
      ctx.lineWidth = 4;
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(mx + 18, my + 18);
      ctx.lineTo(mx + 34, my + 34);
      ctx.stroke();
      label(ctx, 'Hyperchromatic crowded group', cx, y + h - 6);
    },

    volume(ctx, { x, y, w, h }, p) {
      const cx = x + w / 2 - 10;
      const top = y + 18;
      const bottom = y + h - 40;
      const half = 44;
      const level = 38 * ease(p * 1.4);
      const yAt = (ml) => bottom - (ml / 50) * (bottom - top);
      ctx.fillStyle = '#fde68a';
      ctx.fillRect(cx - half, yAt(level), half * 2, bottom - yAt(level));
      ctx.strokeStyle = C.ink;
      ctx.lineWidth = 3;
      ctx.strokeRect(cx - half, top, half * 2, bottom - top);
      ctx.lineWidth = 1.5;
      for (let ml = 10; ml <= 50; ml += 10) {
        ctx.beginPath();
        ctx.moveTo(cx + half - 14, yAt(ml));
        ctx.lineTo(cx + half, yAt(ml));
        ctx.stroke();
        label(ctx, `${ml}`, cx + half + 6, yAt(ml) + 4, C.muted, 11, 'left');
      }
      ctx.strokeStyle = C.teal;
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.moveTo(cx - half - 10, yAt(30));
      ctx.lineTo(cx + half, yAt(30));
      ctx.stroke();
      ctx.setLineDash([]);
      label(ctx, '30 mL', cx - half - 14, yAt(30) + 4, C.teal, 13, 'right');
      label(ctx, `${Math.round(level)} mL`, cx, bottom + 24, level >= 30 ? C.teal : C.ink, 15);
    },

    'nc-ratio'(ctx, { x, y, w, h }, p) {
      const cx = x + w / 2;
      const cy = y + h / 2 - 40;
      const R = 62;
      const nc = 0.3 + 0.5 * ease(p * 1.3);
      ellipse(ctx, cx, cy, R, R * 0.92, C.cyan, C.cyanEdge);
      nucleus(ctx, random(61), cx, cy, R * Math.sqrt(nc), 0.12, nc >= 0.7 ? C.nucleusDark : C.nucleus);
      const gx = x + 20;
      const gw = w - 40;
      const gy = cy + R + 26;
      ctx.fillStyle = C.track;
      ctx.fillRect(gx, gy, gw, 10);
      ctx.fillStyle = nc >= 0.7 ? '#b91c1c' : C.teal;
      ctx.fillRect(gx, gy, gw * nc, 10);
      ctx.fillStyle = C.ink;
      ctx.fillRect(gx + gw * 0.7 - 1, gy - 6, 2, 22);
      label(ctx, 'HGUC 0.7', gx + gw * 0.7, gy + 32, C.ink, 12);
      label(ctx, `N/C ${nc.toFixed(2)}`, cx, gy - 10, C.ink, 15);
    },
  };

  function chrome(ctx, format, t, dark) {
    const { width: W, height: H, seconds } = format;
    ctx.fillStyle = dark ? '#1d3a57' : C.track;
    ctx.fillRect(0, H - 6, W, 6);
    const x = (t / seconds) * W;
    ctx.fillStyle = dark ? C.tealLight : C.teal;
    ctx.fillRect(0, H - 6, x, 6);
    ctx.beginPath();
    ctx.arc(x, H - 4, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.font = `12px ${MONO}`;
    ctx.fillStyle = dark ? C.navyText : C.muted;
    ctx.textAlign = 'right';
    ctx.fillText(`${clock(t)} / ${clock(seconds)}`, W - 14, H - 16);
    ctx.textAlign = 'left';
    ctx.font = `12px ${FONT}`;
    ctx.fillText('CytoCampus demo video', 14, H - 16);
  }

  function titleCard(ctx, format, video, t) {
    const { width: W, height: H } = format;
    ctx.fillStyle = C.navy;
    ctx.fillRect(0, 0, W, H);
    // A ring of cells turning: visibly moving while the title holds.
    for (let i = 0; i < 8; i++) {
      const a = t * 0.9 + (i / 8) * Math.PI * 2;
      ellipse(ctx, W - 110 + Math.cos(a) * 62, 150 + Math.sin(a) * 62, 12, 10, i % 2 ? C.cyan : C.pink);
      ellipse(ctx, W - 110 + Math.cos(a) * 62, 150 + Math.sin(a) * 62, 3.5, 3, C.nucleus);
    }
    ctx.globalAlpha = ease(t / 0.8);
    ctx.font = `bold 13px ${FONT}`;
    ctx.fillStyle = C.tealLight;
    ctx.fillText(video.series.toUpperCase(), 40, 96);
    ctx.font = `bold 30px ${FONT}`;
    ctx.fillStyle = '#ffffff';
    wrap(ctx, video.title, 400).forEach((line, i) => ctx.fillText(line, 40, 140 + i * 38));
    ctx.font = `15px ${FONT}`;
    ctx.fillStyle = C.navyText;
    ctx.fillText(`${video.slides.map((s) => s.heading).join('  ·  ')}`, 40, 270);
    ctx.globalAlpha = 1;
  }

  function slide(ctx, format, video, index, t, length) {
    const { width: W, height: H } = format;
    const s = video.slides[index];
    ctx.fillStyle = C.paper;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = C.teal;
    ctx.fillRect(0, 0, W, 54);
    ctx.font = `bold 22px ${FONT}`;
    ctx.fillStyle = '#ffffff';
    ctx.fillText(s.heading, 24, 35);
    ctx.font = `13px ${FONT}`;
    ctx.textAlign = 'right';
    ctx.fillText(`${index + 1} / ${video.slides.length}`, W - 20, 34);
    ctx.textAlign = 'left';
    const step = (length - 1.5) / s.bullets.length;
    const newest = Math.min(s.bullets.length - 1, Math.floor((t - 0.4) / step));
    ctx.font = `15px ${FONT}`;
    let y = 88;
    s.bullets.forEach((text, i) => {
      const show = ease((t - 0.4 - i * step) / 0.5);
      if (show <= 0) return;
      ctx.globalAlpha = show;
      const dx = (1 - show) * -24;
      ctx.fillStyle = i === newest ? C.teal : C.track;
      ctx.fillRect(24 + dx, y - 12, 8, 8);
      ctx.fillStyle = C.ink;
      const lines = wrap(ctx, text, 304);
      lines.forEach((line, j) => ctx.fillText(line, 42 + dx, y + j * 20));
      y += lines.length * 20 + 11;
      ctx.globalAlpha = 1;
    });
    ART[s.art](ctx, { x: 372, y: 66, w: 250, h: 250 }, clamp(t / length));
  }

  function endCard(ctx, format, video, t) {
    const { width: W, height: H } = format;
    ctx.fillStyle = C.navy;
    ctx.fillRect(0, 0, W, H);
    ctx.globalAlpha = ease(t / 0.5);
    ctx.font = `bold 13px ${FONT}`;
    ctx.fillStyle = C.tealLight;
    ctx.fillText('END OF THE VIDEO', 40, 96);
    ctx.font = `bold 24px ${FONT}`;
    ctx.fillStyle = '#ffffff';
    wrap(ctx, video.title, 540).forEach((line, i) => ctx.fillText(line, 40, 134 + i * 32));
    ctx.font = `16px ${FONT}`;
    ctx.fillStyle = C.navyText;
    video.slides.forEach((s, i) => ctx.fillText(`\u2713  ${s.heading}`, 40, 210 + i * 28));
    ctx.globalAlpha = 1;
  }

  function draw(ctx, format, timing, video, t) {
    const middle = format.seconds - timing.title - timing.end;
    const length = middle / video.slides.length;
    let dark = true;
    if (t < timing.title) titleCard(ctx, format, video, t);
    else if (t >= format.seconds - timing.end) endCard(ctx, format, video, t - (format.seconds - timing.end));
    else {
      const index = Math.min(video.slides.length - 1, Math.floor((t - timing.title) / length));
      slide(ctx, format, video, index, t - timing.title - index * length, length);
      dark = false;
    }
    chrome(ctx, format, t, dark);
  }

  function canvasFor(format) {
    const canvas = document.createElement('canvas');
    canvas.width = format.width;
    canvas.height = format.height;
    return canvas;
  }

  /** The MP4's bytes, base64 (what page.evaluate can hand back). */
  globalThis.renderDemoVideo = async (video, format, timing, quality) => {
    const { Output, Mp4OutputFormat, BufferTarget, CanvasSource, Quality } = globalThis.Mediabunny;
    const canvas = canvasFor(format);
    const ctx = canvas.getContext('2d');
    // The muxer stamps its creation time (Date.now) into the header: a fixed one makes regenerated files identical.
    const now = Date.now;
    Date.now = () => Date.UTC(2026, 0, 1);
    let output;
    try {
      output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
    } finally {
      Date.now = now;
    }
    const source = new CanvasSource(canvas, { codec: 'avc', quality: new Quality(quality), keyFrameInterval: 2 });
    output.addVideoTrack(source, { frameRate: format.fps });
    await output.start();
    const frames = format.fps * format.seconds;
    for (let i = 0; i < frames; i++) {
      draw(ctx, format, timing, video, i / format.fps);
      await source.add(i / format.fps, 1 / format.fps);
    }
    await output.finalize();
    const bytes = new Uint8Array(output.target.buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };

  /** PNG data URLs of single frames, to look at the design without playing the video. */
  globalThis.renderDemoStills = (video, format, timing, times) => {
    const canvas = canvasFor(format);
    const ctx = canvas.getContext('2d');
    return times.map((t) => {
      draw(ctx, format, timing, video, t);
      return canvas.toDataURL('image/png');
    });
  };
})();

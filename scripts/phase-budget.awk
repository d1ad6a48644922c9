# Each phase's time against its budget (issue 32): `awk -f scripts/phase-budget.awk README.md -`,
# with "<key> <seconds>" lines on standard input. The budget is the README's table between the
# `ci-budget` markers, rows `| key | what it runs | XmYY |`. A phase more than 20 % over its figure
# (and more than 10 s: a few seconds' noise on a short phase is not a regression) is reported, never
# failed: a slower machine moves every phase, so the median ratio is printed too.
function secs(text,   m) {
  if (match(text, /^[0-9]+m[0-9][0-9]$/) == 0) return -1
  split(text, m, "m")
  return m[1] * 60 + m[2]
}
function clock(s) { return sprintf("%dm%02d", int(s / 60), s % 60) }
FNR == NR {
  if ($0 ~ /<!-- ci-budget:start -->/) inside = 1
  else if ($0 ~ /<!-- ci-budget:end -->/) inside = 0
  else if (inside && $0 ~ /^\|/) {
    n = split($0, cell, "|")
    key = cell[2]; gsub(/[ `]/, "", key)
    figure = cell[4]; gsub(/ /, "", figure)
    if (secs(figure) > 0) budget[key] = secs(figure)
  }
  next
}
NF == 2 { keys[++count] = $1; took[$1] = $2 }
END {
  print ""
  print "== Phase times against the README's budget (\"CI time budget\"; over 20 % is reported, not failed)"
  over = ""; ratios = 0
  for (i = 1; i <= count; i++) {
    k = keys[i]
    if (!(k in budget)) { printf "  %-10s %s  (no budget)\n", k, clock(took[k]); continue }
    r = took[k] / budget[k]
    ratio[++ratios] = r
    flag = r > 1.2 && took[k] - budget[k] > 10 ? "  OVER" : ""
    if (flag != "") over = over (over == "" ? "" : ", ") sprintf("%s %.2fx", k, r)
    printf "  %-10s %s  budget %s  %.2fx%s\n", k, clock(took[k]), clock(budget[k]), r, flag
  }
  # The median ratio: about the same for every phase when the machine, not the code, was slower.
  for (i = 1; i <= ratios; i++) for (j = i + 1; j <= ratios; j++) if (ratio[j] < ratio[i]) { t = ratio[i]; ratio[i] = ratio[j]; ratio[j] = t }
  median = ratios == 0 ? 0 : (ratios % 2 ? ratio[(ratios + 1) / 2] : (ratio[ratios / 2] + ratio[ratios / 2 + 1]) / 2)
  if (over == "") print "Every phase within 20 % of its budget."
  else print "Over budget by more than 20 %: " over "."
  printf "Median ratio of the phases: %.2fx.\n", median
}

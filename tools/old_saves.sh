#!/bin/bash
# Saved games written by an earlier commit of tarsas, for tests/fixtures/saves/ (issue 27).
#
#   git worktree add /tmp/old-COMMIT COMMIT
#   (cd /tmp/old-COMMIT && python3 -m venv .venv && .venv/bin/pip install -q -e .)
#   tools/old_saves.sh /tmp/old-COMMIT tests/fixtures/saves/COMMIT [SEED_OFFSET]
#   git worktree remove /tmp/old-COMMIT
#
# Finished games come from `selfplay --out`, unfinished ones from the old line mode's autosave
# (a human seat answers "1" a few times, then quits). Every game, Puerto Rico with both
# expansions too. A rules change that alters legal moves adds the files of the commit before it.
set -eu
OLD=$1
OUT=$2
K=${3:-0}
T=$OLD/.venv/bin/tarsas
mkdir -p "$OUT"
cd "$OUT"
export XDG_DATA_HOME=$PWD/.xdg
$T selfplay sanjuan --players 2 --seed $((1 + K)) --bots easy,easy --out sanjuan-2p-easy.tarsas
$T selfplay sanjuan --players 3 --seed $((2 + K)) --bots easy,easy,easy \
    --option starting_hand_draft=true --out sanjuan-3p-draft.tarsas
$T selfplay anno_xvii --players 3 --seed $((3 + K)) --bots easy,easy,easy --out anno-3p-easy.tarsas
$T selfplay puertorico --players 3 --seed $((4 + K)) --bots easy,easy,easy \
    --out puertorico-3p-easy.tarsas
$T selfplay puertorico --players 4 --seed $((5 + K)) --bots easy,random,easy,easy \
    --option exp_new_buildings=true --option exp_nobles=true --out puertorico-4p-expansions.tarsas
$T selfplay aranyvaros --players 3 --seed $((6 + K)) --bots easy,easy,easy \
    --out aranyvaros-3p-easy.tarsas
unfinished() { # GAME NAME ANSWERS PLAY-ARGS...
    local game=$1 name=$2 answers=$3
    shift 3
    rm -rf "$XDG_DATA_HOME"
    (yes 1 | head -"$answers"; echo q) | timeout 120 $T play "$game" --plain --lang en "$@" >/dev/null
    mv "$XDG_DATA_HOME"/tarsas/autosave/*.tarsas "$name.tarsas"
}
unfinished sanjuan sanjuan-unfinished 14 --players 3 --bot 2=easy --bot 3=easy --seed $((7 + K))
unfinished anno_xvii anno-unfinished 40 --players 2 --bot 2=easy --seed $((8 + K))
unfinished puertorico puertorico-unfinished 40 --players 3 --bot 2=easy --bot 3=easy \
    --seed $((9 + K)) --option exp_new_buildings=true
unfinished aranyvaros aranyvaros-unfinished 30 --players 3 --bot 2=easy --bot 3=easy --seed $((10 + K))
rm -rf "$XDG_DATA_HOME"

#!/usr/bin/python3
"""Generates the table's sound effects: assets/sounds/{card,claim,turn,bomb,win}.wav.

Each is synthesised from sine tones and seeded noise (no recordings), 22050 Hz, 16-bit mono, under
a second. Running it twice writes the same files. Usage: /usr/bin/python3 assets/tools/make_sounds.py
"""
import math
import os
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sounds")


def noise(seed):
    """A small linear congruential generator: the same 'random' samples on every machine."""
    state = seed
    while True:
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        yield state / 0x3FFFFFFF - 1.0


def tone(freq, start, length, level, decay):
    """(start, samples) of a sine with a short attack and an exponential decay."""
    n = int(length * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        out.append(level * attack * math.exp(-t * decay) * math.sin(2 * math.pi * freq * t))
    return int(start * RATE), out


def mix(length, parts):
    samples = [0.0] * int(length * RATE)
    for start, part in parts:
        for i, v in enumerate(part):
            if start + i < len(samples):
                samples[start + i] += v
    # A 5 ms fade at the end so that no sound stops with a click.
    fade = int(0.005 * RATE)
    for i in range(fade):
        samples[-1 - i] *= i / fade
    return samples


def card():
    # A card laid on cloth: a short burst of filtered noise with a dull knock under it.
    rand, low, burst = noise(7), 0.0, []
    for i in range(int(0.07 * RATE)):
        low += 0.35 * (next(rand) - low)
        burst.append(0.7 * low * math.exp(-i / RATE * 70))
    return mix(0.08, [(0, burst), tone(180, 0, 0.07, 0.25, 60)])


def claim():
    # Two rising notes.
    return mix(0.26, [tone(659.3, 0, 0.12, 0.35, 18), tone(880.0, 0.09, 0.17, 0.35, 14)])


def turn():
    # A soft bell: a note and its octave.
    return mix(0.4, [tone(987.8, 0, 0.4, 0.3, 9), tone(1975.5, 0, 0.4, 0.08, 14)])


def bomb():
    # A low boom: a falling low tone under a rumble of noise.
    rand, low, rumble = noise(11), 0.0, []
    n = int(0.5 * RATE)
    for i in range(n):
        low += 0.08 * (next(rand) - low)
        rumble.append(1.6 * low * math.exp(-i / RATE * 7))
    thump, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (90 - 50 * t) / RATE
        thump.append(0.5 * min(1.0, t / 0.003) * math.exp(-t * 6) * math.sin(phase))
    return mix(0.5, [(0, rumble), (0, thump)])


def win():
    # A major arpeggio ending on a held chord.
    notes = [523.3, 659.3, 784.0, 1046.5]
    parts = [tone(f, 0.09 * k, 0.7 - 0.09 * k, 0.2, 4) for k, f in enumerate(notes)]
    return mix(0.7, parts)


def write(name, samples):
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak)
    data = b"".join(struct.pack("<h", int(round(v * scale * 32767))) for v in samples)
    with wave.open(os.path.join(OUT, name + ".wav"), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(data)
    print("%s: %d ms" % (name, len(samples) * 1000 // RATE))


os.makedirs(OUT, exist_ok=True)
write("card", card())
write("claim", claim())
write("turn", turn())
write("bomb", bomb())
write("win", win())

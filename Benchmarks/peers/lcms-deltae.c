/*
 * Peer benchmark: LittleCMS's own CIEDE2000 (cmsCIE2000DeltaE, kL = kC = kH = 1) over every pair of
 * the colours in a file written by `coloraudit-bench --export-lab FILE`.
 *
 * File: little-endian; int64 n (colours), int64 v (visions); then v blocks of n CIELAB D50 triples
 * (L, a, b as float64). For each vision, every pair i < j of the first `limit` colours is evaluated.
 * Prints one line: "pairs <count> seconds <s> sum <sum of ΔE00> below10 <pairs under 10>".
 *
 * Build (not part of the Swift build): cc -O2 -o lcms-deltae lcms-deltae.c $(pkg-config --cflags --libs lcms2)
 * Run: lcms-deltae FILE [limit]
 */
#include <lcms2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: lcms-deltae FILE [limit]\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    int64_t n = 0, v = 0;
    if (fread(&n, 8, 1, f) != 1 || fread(&v, 8, 1, f) != 1 || n <= 0 || v <= 0 || n > 10000000 || v > 64) {
        fprintf(stderr, "%s: bad header\n", argv[1]);
        return 2;
    }
    double *lab = malloc((size_t)(n * v * 3) * sizeof(double));
    if (!lab || fread(lab, sizeof(double), (size_t)(n * v * 3), f) != (size_t)(n * v * 3)) {
        fprintf(stderr, "%s: short file\n", argv[1]);
        return 2;
    }
    fclose(f);
    int64_t limit = argc > 2 ? atoll(argv[2]) : n;
    if (limit > n || limit <= 0) limit = n;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    double sum = 0;
    int64_t pairs = 0, below = 0;
    for (int64_t k = 0; k < v; k++) {
        const double *block = lab + k * n * 3;
        for (int64_t i = 0; i < limit; i++) {
            cmsCIELab a = {block[3 * i], block[3 * i + 1], block[3 * i + 2]};
            for (int64_t j = i + 1; j < limit; j++) {
                cmsCIELab b = {block[3 * j], block[3 * j + 1], block[3 * j + 2]};
                double d = cmsCIE2000DeltaE(&a, &b, 1, 1, 1);
                sum += d;
                below += d < 10;
                pairs++;
            }
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    printf("pairs %lld seconds %.6f sum %.6f below10 %lld\n", (long long)pairs, seconds, sum, (long long)below);
    free(lab);
    return 0;
}

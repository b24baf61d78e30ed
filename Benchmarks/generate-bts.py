#!/usr/bin/env python3
"""Writes synthetic on-time files for benchmarks: the Bureau of Transportation Statistics'
"Reporting Carrier On-Time Performance" layout as downloaded (109 columns, every field
quoted, a comma after the last one, CRLF), or nycflights13's narrow layout.

Realistic rather than real: 17 carriers of the 2019 reports with their hubs and shares,
350 airports (real codes, names, places and time zones from nycflights13's airports.csv),
about 17,600 flights a day (545 k a month, as BTS's months of 2019), a quarter of the
flight numbers flying several legs in a day, some of them through the same airport twice
(ATL-DAL-ATL-AZO). Delays, cancellations, diversions, the hours of departure and the air
time for a distance are drawn from nycflights13's 336,776 flights (tables below, made by
`--derive`). Times are local to each airport.

Deterministic by day: a day's rows depend only on the seed, the scale and the date, so the
same day has the same bytes whichever range it is written in, and one file per month
(`--monthly`) holds the same rows as one file of the whole range.

Examples:
  Benchmarks/generate-bts.py --months 1 > 2019-01.csv              # a month, 545 k rows, ~320 MB
  Benchmarks/generate-bts.py --from 2019-01-01 --to 2021-12-31 --monthly /tmp/bts
  Benchmarks/generate-bts.py --days 2 --scale 0.01 --layout nycflights13
  Benchmarks/generate-bts.py --derive ../shared/data/nycflights13  # prints the tables below
"""
import argparse
import bisect
import datetime
import math
import multiprocessing
import os
import random
import signal
import sys

# ---- Drawn from nycflights13 (`--derive DIR` prints this block anew) -------------------------
# Departure delay, minutes: 1,000 quantiles of the 328,521 flights that left.
DEP_DELAY_QUANTILES = [
    -43, -16, -15, -14, -14, -13, -13, -12, -12, -12, -12, -12, -11, -11, -11, -11, -11, -11, -11, -11,
    -11, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -9, -9,
    -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9,
    -9, -9, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8,
    -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -7, -7,
    -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7,
    -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7,
    -7, -7, -7, -7, -7, -7, -7, -7, -7, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6,
    -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6,
    -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6,
    -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -5, -5, -5, -5, -5, -5, -5, -5,
    -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
    -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
    -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
    -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
    -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
    -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
    -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2,
    -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
    -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
    -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
    -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10,
    10, 10, 10, 10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12,
    12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 15, 15,
    15, 15, 15, 15, 16, 16, 16, 16, 16, 16, 16, 17, 17, 17, 17, 17, 18, 18, 18, 18,
    18, 18, 19, 19, 19, 19, 19, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 22, 22, 22,
    22, 23, 23, 23, 23, 23, 24, 24, 24, 24, 25, 25, 25, 25, 26, 26, 26, 26, 27, 27,
    27, 27, 28, 28, 28, 28, 29, 29, 29, 30, 30, 30, 30, 31, 31, 31, 32, 32, 32, 33,
    33, 33, 34, 34, 34, 35, 35, 35, 36, 36, 36, 37, 37, 38, 38, 38, 39, 39, 40, 40,
    40, 41, 41, 42, 42, 43, 43, 43, 44, 44, 45, 45, 46, 46, 47, 47, 48, 48, 49, 49,
    50, 50, 51, 51, 52, 52, 53, 54, 54, 55, 55, 56, 57, 57, 58, 58, 59, 60, 60, 61,
    62, 62, 63, 64, 65, 65, 66, 67, 68, 68, 69, 70, 71, 72, 73, 74, 74, 75, 76, 77,
    78, 79, 80, 81, 82, 84, 85, 86, 87, 88, 89, 90, 92, 93, 94, 96, 97, 98, 100, 101,
    103, 105, 106, 108, 110, 112, 114, 115, 117, 120, 122, 124, 126, 129, 131, 134, 137, 140, 143, 146,
    150, 153, 157, 161, 165, 170, 174, 179, 185, 191, 198, 206, 214, 224, 236, 250, 270, 294, 340, 1301,
]
# Arrival delay minus departure delay (time made up or lost en route): 200 quantiles.
GAIN_QUANTILES = [
    -109, -47, -43, -40, -38, -36, -35, -34, -33, -32, -31, -30, -30, -29, -29, -28, -27, -27, -26, -26,
    -25, -25, -25, -24, -24, -23, -23, -23, -22, -22, -22, -21, -21, -21, -21, -20, -20, -20, -19, -19,
    -19, -19, -18, -18, -18, -18, -17, -17, -17, -17, -17, -16, -16, -16, -16, -15, -15, -15, -15, -15,
    -14, -14, -14, -14, -14, -13, -13, -13, -13, -13, -13, -12, -12, -12, -12, -12, -11, -11, -11, -11,
    -11, -11, -10, -10, -10, -10, -10, -10, -9, -9, -9, -9, -9, -9, -8, -8, -8, -8, -8, -7,
    -7, -7, -7, -7, -7, -6, -6, -6, -6, -6, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4,
    -4, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1,
    1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6,
    6, 7, 7, 7, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 15, 15,
    16, 17, 17, 18, 19, 20, 21, 22, 23, 25, 26, 28, 30, 33, 36, 39, 45, 53, 67, 196,
]
# The share of a day's flights cancelled, per 10,000: 100 quantiles over the 365 days.
DAILY_CANCELLED_QUANTILES = [
    0, 0, 10, 10, 10, 11, 12, 14, 14, 20, 20, 20, 22, 26, 26, 30, 30, 31, 31, 31,
    32, 33, 33, 33, 36, 39, 40, 40, 41, 41, 41, 42, 44, 48, 50, 51, 51, 52, 53, 55,
    56, 60, 60, 61, 61, 62, 62, 66, 70, 72, 75, 81, 82, 87, 89, 91, 99, 100, 102, 102,
    107, 110, 118, 125, 133, 137, 144, 145, 150, 159, 173, 178, 184, 194, 203, 213, 215, 229, 246, 270,
    314, 353, 383, 413, 428, 474, 498, 563, 621, 674, 686, 693, 879, 945, 969, 1053, 1205, 1806, 1935, 5746,
]
# Of the flights that left, the share diverted (no arrival).
DIVERTED_SHARE = 0.00358
# Scheduled departures by hour of the day, 0 to 23.
DEPARTURE_HOURS = [
    0, 1, 0, 0, 0, 1953, 25951, 22821, 27242, 20312, 16708, 16033,
    18181, 19956, 21706, 23888, 23002, 24426, 21783, 21441, 16739, 10933, 2639, 1061,
]
# Air time in minutes = AIR_TIME[0] + distance in miles * AIR_TIME[1] (least squares).
AIR_TIME = (18.47, 0.12612)
# Airports, busiest first: code, UTC offset in standard time, observes US daylight time
# (1/0), latitude, longitude, name.
AIRPORTS = """
ATL -5 1 33.6367 -84.4281 Hartsfield Jackson Atlanta Intl
ORD -6 1 41.9786 -87.9048 Chicago Ohare Intl
DFW -6 1 32.8968 -97.0380 Dallas Fort Worth Intl
DEN -7 1 39.8617 -104.6732 Denver Intl
CLT -5 1 35.2140 -80.9431 Charlotte Douglas Intl
LAX -8 1 33.9425 -118.4081 Los Angeles Intl
SFO -8 1 37.6190 -122.3749 San Francisco Intl
PHX -7 0 33.4343 -112.0116 Phoenix Sky Harbor Intl
LAS -8 1 36.0801 -115.1522 Mc Carran Intl
SEA -8 1 47.4490 -122.3093 Seattle Tacoma Intl
MSP -6 1 44.8820 -93.2218 Minneapolis St Paul Intl
DTW -5 1 42.2124 -83.3534 Detroit Metro Wayne Co
IAH -6 1 29.9844 -95.3414 George Bush Intercontinental
BOS -5 1 42.3643 -71.0052 General Edward Lawrence Logan Intl
MCO -5 1 28.4294 -81.3090 Orlando Intl
EWR -5 1 40.6925 -74.1687 Newark Liberty Intl
LGA -5 1 40.7772 -73.8726 La Guardia
PHL -5 1 39.8719 -75.2411 Philadelphia Intl
SLC -7 1 40.7884 -111.9778 Salt Lake City Intl
DCA -5 1 38.8521 -77.0377 Ronald Reagan Washington Natl
BWI -5 1 39.1754 -76.6683 Baltimore Washington Intl
MDW -6 1 41.7860 -87.7524 Chicago Midway Intl
JFK -5 1 40.6398 -73.7789 John F Kennedy Intl
SAN -8 1 32.7336 -117.1897 San Diego Intl
FLL -5 1 26.0726 -80.1527 Fort Lauderdale Hollywood Intl
TPA -5 1 27.9755 -82.5332 Tampa Intl
DAL -6 1 32.8471 -96.8518 Dallas Love Fld
HOU -6 1 29.6454 -95.2789 William P Hobby
BNA -6 1 36.1245 -86.6782 Nashville Intl
PDX -8 1 45.5887 -122.5975 Portland Intl
STL -6 1 38.7487 -90.3700 Lambert St Louis Intl
AUS -6 1 30.1945 -97.6699 Austin Bergstrom Intl
MIA -5 1 25.7933 -80.2906 Miami Intl
IAD -5 1 38.9445 -77.4558 Washington Dulles Intl
OAK -8 1 37.7213 -122.2207 Metropolitan Oakland Intl
MCI -6 1 39.2976 -94.7139 Kansas City Intl
SJC -8 1 37.3626 -121.9290 Norman Y Mineta San Jose Intl
RDU -5 1 35.8776 -78.7875 Raleigh Durham Intl
SMF -8 1 38.6954 -121.5908 Sacramento Intl
MSY -6 1 29.9934 -90.2580 Louis Armstrong New Orleans Intl
SNA -8 1 33.6757 -117.8682 John Wayne Arpt Orange Co
CLE -5 1 41.4117 -81.8498 Cleveland Hopkins Intl
IND -5 1 39.7173 -86.2944 Indianapolis Intl
PIT -5 1 40.4915 -80.2329 Pittsburgh Intl
SAT -6 1 29.5337 -98.4698 San Antonio Intl
CMH -5 1 39.9980 -82.8919 Port Columbus Intl
CVG -5 1 39.0488 -84.6678 Cincinnati Northern Kentucky Intl
MKE -6 1 42.9472 -87.8966 General Mitchell Intl
BUR -8 1 34.2007 -118.3587 Bob Hope
JAX -5 1 30.4941 -81.6879 Jacksonville Intl
OGG -10 0 20.8986 -156.4305 Kahului
HNL -10 0 21.3187 -157.9224 Honolulu Intl
ANC -9 1 61.1744 -149.9964 Ted Stevens Anchorage Intl
PBI -5 1 26.6832 -80.0956 Palm Beach Intl
BUF -5 1 42.9405 -78.7322 Buffalo Niagara Intl
RSW -5 1 26.5362 -81.7552 Southwest Florida Intl
CHS -5 1 32.8986 -80.0405 Charleston Afb Intl
BTV -5 1 44.4719 -73.1533 Burlington Intl
RIC -5 1 37.5052 -77.3197 Richmond Intl
ROC -5 1 43.1189 -77.6724 Greater Rochester Intl
PWM -5 1 43.6462 -70.3093 Portland Intl Jetport
MEM -6 1 35.0424 -89.9767 Memphis Intl
SYR -5 1 43.1112 -76.1063 Syracuse Hancock Intl
GSO -5 1 36.0977 -79.9373 Piedmont Triad
ORF -5 1 36.8946 -76.2012 Norfolk Intl
DAY -5 1 39.9024 -84.2194 James M Cox Dayton Intl
SRQ -5 1 27.3954 -82.5544 Sarasota Bradenton Intl
SDF -5 1 38.1741 -85.7365 Louisville International Airport
XNA -6 1 36.2819 -94.3068 NW Arkansas Regional
MHT -5 1 42.9326 -71.4357 Manchester Regional Airport
CAK -5 1 40.9161 -81.4422 Akron Canton Regional Airport
GSP -5 1 34.8956 -82.2189 Greenville-Spartanburg International
OMA -6 1 41.3032 -95.8941 Eppley Afld
SAV -5 1 32.1276 -81.2021 Savannah Hilton Head Intl
GRR -5 1 42.8808 -85.5228 Gerald R Ford Intl
LGB -8 1 33.8177 -118.1516 Long Beach
TYS -5 1 35.8110 -83.9940 Mc Ghee Tyson
MSN -6 1 43.1399 -89.3375 Dane Co Rgnl Truax Fld
DSM -6 1 41.5340 -93.6631 Des Moines Intl
BDL -5 1 41.9389 -72.6832 Bradley Intl
ALB -5 1 42.7483 -73.8017 Albany Intl
PVD -5 1 41.7326 -71.4204 Theodore Francis Green State
BGR -5 1 44.8074 -68.8281 Bangor Intl
OKC -6 1 35.3931 -97.6007 Will Rogers World
TUL -6 1 36.1984 -95.8881 Tulsa Intl
BHM -6 1 33.5629 -86.7536 Birmingham Intl
AVL -5 1 35.4362 -82.5418 Asheville Regional Airport
ACK -5 1 41.2531 -70.0602 Nantucket Mem
ABQ -7 1 35.0402 -106.6092 Albuquerque International Sunport
MVY -5 1 41.3917 -70.6153 Martha\\'s Vineyard
EGE -7 1 39.6426 -106.9177 Eagle Co Rgnl
CRW -5 1 38.3731 -81.5932 Yeager
CAE -5 1 33.9388 -81.1195 Columbia Metropolitan
ILM -5 1 34.2706 -77.9026 Wilmington Intl
TVC -5 1 44.7414 -85.5822 Cherry Capital Airport
MYR -5 1 33.6797 -78.9283 Myrtle Beach Intl
CHO -5 1 38.1386 -78.4529 Charlottesville-Albemarle
BZN -7 1 45.7776 -111.1602 Gallatin Field
JAC -7 1 43.6073 -110.7378 Jackson Hole Airport
PSP -8 1 33.8297 -116.5067 Palm Springs Intl
EYW -5 1 24.5561 -81.7596 Key West Intl
HDN -7 1 40.4812 -107.2177 Yampa Valley
MTJ -7 1 38.5098 -107.8942 Montrose Regional Airport
SBN -5 1 41.7087 -86.3173 South Bend Rgnl
LEX -5 1 38.0365 -84.6059 Blue Grass
AAF -5 1 29.7276 -85.0274 Apalachicola Regional Airport
ABE -5 1 40.6521 -75.4408 Lehigh Valley Intl
ABI -6 1 32.4113 -99.6819 Abilene Rgnl
ABR -6 1 45.4491 -98.4218 Aberdeen Regional Airport
ABY -5 1 31.5355 -84.1945 Southwest Georgia Regional Airport
ACJ -5 1 32.0665 -84.1133 Jimmy Carter Regional
ACT -6 1 31.6113 -97.2305 Waco Rgnl
ACY -5 1 39.4576 -74.5772 Atlantic City Intl
AEX -6 1 31.3274 -92.5498 Alexandria Intl
AGS -5 1 33.3699 -81.9645 Augusta Rgnl At Bush Fld
AKC -5 1 41.0375 -81.4669 Akron Fulton Intl
ALI -6 1 27.7409 -98.0269 Alice Intl
ALM -7 1 32.8399 -105.9910 Alamogordo White Sands Regional Airport
ALO -6 1 42.5571 -92.4003 Waterloo Regional Airport
ALS -7 1 37.4350 -105.8667 San Luis Valley Regional Airport
ALW -8 1 46.0949 -118.2880 Walla Walla Regional Airport
AMA -6 1 35.2194 -101.7059 Rick Husband Amarillo Intl
AND -5 1 34.4946 -82.7094 Anderson Rgnl
APN -5 1 45.0781 -83.5603 Alpena County Regional Airport
ARA -6 1 30.0378 -91.8839 Acadiana Rgnl
ART -5 1 43.9919 -76.0217 Watertown Intl
AST -8 1 46.1580 -123.8787 Astoria Regional Airport
ATY -6 1 44.9140 -97.1547 Watertown Regional Airport
AUO -6 1 32.3691 -85.2604 Auburn University Regional
AVP -5 1 41.3385 -75.7234 Wilkes Barre Scranton Intl
AVW -7 1 32.4096 -111.2184 Marana Regional
BDE -6 1 48.7284 -94.6122 Baudette Intl
BEH -5 1 42.1286 -86.4285 Southwest Michigan Regional Airport
BFD -5 1 41.8031 -78.6401 Bradford Regional Airport
BFF -7 1 41.8740 -103.5960 Western Nebraska Regional Airport
BFI -8 1 47.5300 -122.3019 Boeing Fld King Co Intl
BIL -7 1 45.8092 -108.5377 Billings Logan International Airport
BJI -6 1 47.5107 -94.9347 Bemidji Regional Airport
BKX -6 1 44.3048 -96.8169 Brookings Regional Airport
BLI -8 1 48.7927 -122.5375 Bellingham Intl
BMI -6 1 40.4771 -88.9159 Central Illinois Rgnl
BPT -6 1 29.9508 -94.0207 Southeast Texas Rgnl
BRD -6 1 46.3983 -94.1381 Brainerd Lakes Rgnl
BRL -6 1 40.7832 -91.1255 Southeast Iowa Regional Airport
BRO -6 1 25.9068 -97.4259 Brownsville South Padre Island Intl
BUY -5 1 36.0485 -79.4749 Burlington-Alamance Regional Airport
BWG -6 1 36.9645 -86.4197 Bowling Green-Warren County Regional Airport
BYH -6 1 35.9643 -89.9440 Arkansas Intl
CBE -5 1 39.6153 -78.7606 Greater Cumberland Rgnl.
CDC -7 1 37.7010 -113.0988 Cedar City Rgnl
CGI -6 1 37.2253 -89.5708 Cape Girardeau Regional Airport
CIU -5 1 46.2508 -84.4724 Chippewa County International Airport
CKB -5 1 39.2966 -80.2281 Harrison Marion Regional Airport
CKV -6 1 36.6219 -87.4150 Clarksville-Montgomery County Regional Airport
CLM -8 1 48.1202 -123.5000 William R Fairchild International Airport
COD -7 1 44.5202 -109.0238 Yellowstone Rgnl
COU -6 1 38.8181 -92.2196 Columbia Rgnl
CPR -7 1 42.9080 -106.4644 Natrona Co Intl
CRP -6 1 27.7704 -97.5012 Corpus Christi Intl
CTJ -5 1 33.6317 -85.1523 West Georgia Regional Airport - O V Gray Field
CXL -8 1 32.6695 -115.5133 Calexico Intl
CYS -7 1 41.1557 -104.8118 Cheyenne Rgnl Jerry Olson Fld
DAB -5 1 29.1799 -81.0581 Daytona Beach Intl
DBQ -6 1 42.4020 -90.7095 Dubuque Rgnl
DDC -6 1 37.7634 -99.9656 Dodge City Regional Airport
DHN -6 1 31.3213 -85.4496 Dothan Rgnl
DIK -7 1 46.7975 -102.8019 Dickinson Theodore Roosevelt Regional Airport
DLH -6 1 46.8421 -92.1936 Duluth Intl
DNV -6 1 40.1997 -87.5955 Vermilion Regional
DRI -6 1 30.8317 -93.3399 Beauregard Rgnl
DRT -6 1 29.3742 -100.9272 Del Rio Intl
DUG -7 1 31.4690 -109.6037 Bisbee Douglas Intl
DUJ -5 1 41.1783 -78.8987 DuBois Regional Airport
DVL -6 1 48.1144 -98.9086 Devils Lake Regional Airport
EAU -6 1 44.8658 -91.4843 Chippewa Valley Regional Airport
ECG -5 1 36.2606 -76.1746 Elizabeth City Cgas Rgnl
EKO -8 1 40.8249 -115.7920 Elko Regional Airport
ELD -6 1 33.2210 -92.8133 South Arkansas Rgnl At Goodwin Fld
ELM -5 1 42.1599 -76.8916 Elmira Corning Rgnl
ELP -7 1 31.8072 -106.3776 El Paso Intl
ENW -6 1 42.5957 -87.9278 Kenosha Regional Airport
ERI -5 1 42.0820 -80.1762 Erie Intl Tom Ridge Fld
ESF -6 1 31.3949 -92.2958 Esler Rgnl
EVV -6 1 38.0370 -87.5324 Evansville Regional
EWB -5 1 41.6761 -70.9569 New Bedford Regional Airport
EWN -5 1 35.0730 -77.0429 Craven Co Rgnl
FAR -6 1 46.9207 -96.8158 Hector International Airport
FAT -8 1 36.7762 -119.7181 Fresno Yosemite Intl
FAY -5 1 34.9912 -78.8803 Fayetteville Regional Grannis Field
FCA -7 1 48.3105 -114.2560 Glacier Park Intl
FFC -5 1 33.3573 -84.5718 Atlanta Regional Airport - Falcon Field
FLO -5 1 34.1854 -79.7239 Florence Rgnl
FMN -7 1 36.7413 -108.2299 Four Corners Rgnl
FNT -5 1 42.9654 -83.7436 Bishop International
FOD -6 1 42.5512 -94.1918 Fort Dodge Rgnl
FRP -5 1 27.4975 -80.3726 St Lucie County International Airport
FSM -6 1 35.3366 -94.3674 Fort Smith Rgnl
FTW -6 1 32.8198 -97.3624 Fort Worth Meacham Intl
GAD -6 1 33.9726 -86.0891 Northeast Alabama Regional Airport
GCK -6 1 37.9275 -100.7244 Garden City Rgnl
GEG -8 1 47.6199 -117.5338 Spokane Intl
GFK -6 1 47.9493 -97.1761 Grand Forks Intl
GGG -6 1 32.3840 -94.7115 East Texas Rgnl
GGW -7 1 48.2125 -106.6150 Wokal Field Glasgow International Airport
GJT -7 1 39.1224 -108.5267 Grand Junction Regional
GLH -6 1 33.4829 -90.9856 Mid Delta Regional Airport
GLS -6 1 29.2653 -94.8604 Scholes Intl At Galveston
GNV -5 1 29.6901 -82.2718 Gainesville Rgnl
GRB -6 1 44.4851 -88.1296 Austin Straubel Intl
GRI -6 1 40.9675 -98.3096 Central Nebraska Regional Airport
GTF -7 1 47.4820 -111.3707 Great Falls Intl
GTR -6 1 33.4503 -88.5914 Golden Triangle Regional Airport
GYY -6 1 41.6163 -87.4128 Gary Chicago International Airport
HGR -5 1 39.7079 -77.7295 Hagerstown Regional Richard A Henson Field
HKY -5 1 35.7411 -81.3895 Hickory Rgnl
HLN -7 1 46.6068 -111.9827 Helena Rgnl
HOB -7 1 32.6875 -103.2170 Lea Co Rgnl
HON -6 1 44.3852 -98.2285 Huron Rgnl
HRL -6 1 26.2285 -97.6544 Valley Intl
HSV -6 1 34.6372 -86.7751 Huntsville International Airport-Carl T Jones Field
HUF -5 1 39.4515 -87.3076 Terre Haute Intl Hulman Fld
HUL -5 1 46.1231 -67.7921 Houlton Intl
HYS -6 1 38.8422 -99.2732 Hays Regional Airport
IAG -5 1 43.1073 -78.9462 Niagara Falls Intl
IDA -7 1 43.5146 -112.0708 Idaho Falls Rgnl
IDL -5 1 40.6398 -73.7789 Idlewild Intl
IFP -7 1 35.1574 -114.5600 Laughlin-Bullhead Intl
INL -6 1 48.5662 -93.4031 Falls Intl
INW -7 0 35.0219 -110.7225 Winslow-Lindbergh Regional Airport
IPT -5 1 41.2418 -76.9211 Williamsport Rgnl
IRK -6 1 40.0935 -92.5449 Kirksville Regional Airport
ISN -6 1 48.1779 -103.6423 Sloulin Fld Intl
ISO -5 1 35.3314 -77.6089 Kinston Regional Jetport
ITH -5 1 42.4910 -76.4584 Ithaca Tompkins Rgnl
IZG -5 1 43.9911 -70.9479 Eastern Slopes Regional
JAN -6 1 32.3112 -90.0759 Jackson Evers Intl
JLN -6 1 37.1518 -94.4983 Joplin Rgnl
JMS -6 1 46.9297 -98.6782 Jamestown Regional Airport
JOT -6 1 41.5178 -88.1756 Regional Airport
JVL -6 1 42.6202 -89.0416 Southern Wisconsin Regional Airport
LAL -5 1 27.9889 -82.0186 Lakeland Linder Regional Airport
LAR -7 1 41.3121 -105.6750 Laramie Regional Airport
LAW -6 1 34.5677 -98.4166 Lawton-Fort Sill Regional Airport
LBB -6 1 33.6636 -101.8228 Lubbock Preston Smith Intl
LBE -5 1 40.2759 -79.4048 Arnold Palmer Regional Airport
LBF -6 1 41.1262 -100.6840 North Platte Regional Airport Lee Bird Field
LCH -6 1 30.1261 -93.2233 Lake Charles Rgnl
LCK -5 1 39.8138 -82.9278 Rickenbacker Intl
LFT -6 1 30.2053 -91.9876 Lafayette Rgnl
LHM -8 1 38.9092 -121.3513 Lincoln Regional Airport Karl Harder Field
LNR -6 1 43.2117 -90.1817 Tri-County Regional Airport
LPR -5 1 41.3443 -82.1776 Lorain County Regional Airport
LRD -6 1 27.5437 -99.4616 Laredo Intl
LRO -5 1 32.5387 -79.4697 Mount Pleasant Regional-Faison Field
LRU -7 1 32.2894 -106.9220 Las Cruces Intl
LWA -5 1 42.3512 -86.2556 South Haven Area Regional Airport
LYH -5 1 37.3267 -79.2004 Lynchburg Regional Preston Glenn Field
MAF -6 1 31.9425 -102.2019 Midland Intl
MBS -5 1 43.5329 -84.0796 Mbs Intl
MCK -6 1 40.2064 -100.5922 McCook Regional Airport
MCN -5 1 32.6928 -83.6492 Middle Georgia Rgnl
MDT -5 1 40.1935 -76.7634 Harrisburg Intl
MFD -5 1 40.8214 -82.5166 Mansfield Lahm Regional
MFE -6 1 26.1758 -98.2386 Mc Allen Miller Intl
MFR -8 1 42.3742 -122.8735 Rogue Valley Intl Medford
MGM -6 1 32.3006 -86.3940 Montgomery Regional Airport
MKL -6 1 35.5999 -88.9156 Mc Kellar Sipes Rgnl
MLB -5 1 28.1028 -80.6453 Melbourne Intl
MLC -6 1 34.8824 -95.7835 Mc Alester Rgnl
MLI -6 1 41.4485 -90.5075 Quad City Intl
MLU -6 1 32.5109 -92.0377 Monroe Rgnl
MOB -6 1 30.6912 -88.2428 Mobile Rgnl
MOT -6 1 48.2594 -101.2803 Minot Intl
MQI -5 1 35.5514 -75.4173 Dare County Regional
MQT -5 1 46.3536 -87.3953 Sawyer International Airport
MRB -5 1 39.2407 -77.5910 Eastern WV Regional Airport
MRN -5 1 35.8202 -81.6115 Foothills Regional Airport
MSL -6 1 34.7453 -87.6102 Northwest Alabama Regional Airport
MSO -7 1 46.9163 -114.0906 Missoula Intl
MSS -5 1 44.9358 -74.8455 Massena Intl Richards Fld
MWA -6 1 37.7550 -89.0111 Williamson Country Regional Airport
MWH -8 1 47.2077 -119.3202 Grant Co Intl
NQA -6 1 35.3567 -89.8703 Millington Rgnl Jetport
OCF -5 1 29.1725 -82.2242 International Airport
OGS -5 1 44.6819 -75.4655 Ogdensburg Intl
OLM -8 1 46.9694 -122.9025 Olympia Regional Airpor
OLS -7 1 31.4177 -110.8479 Nogales Intl
ONT -8 1 34.0560 -117.6012 Ontario Intl
ORH -5 1 42.2673 -71.8757 Worcester Regional Airport
OSH -6 1 44.0250 -88.5513 Wittman Regional Airport
OTH -8 1 43.4171 -124.2460 Southwest Oregon Regional Airport
PAH -6 1 37.0603 -88.7730 Barkley Regional Airport
PBG -5 1 44.6509 -73.4681 Plattsburgh Intl
PCW -5 1 41.5163 -82.8695 Erie-Ottawa Regional Airport
PDT -8 1 45.6950 -118.8414 Eastern Oregon Regional Airport
PFN -6 1 30.2121 -85.6828 Panama City Bay Co Intl
PHF -5 1 37.1319 -76.4930 Newport News Williamsburg Intl
PHN -5 1 42.9110 -82.5289 St Clair Co Intl
PIA -6 1 40.6642 -89.6933 Peoria Regional
PIB -6 1 31.4671 -89.3371 Hattiesburg Laurel Regional Airport
PIE -5 1 27.9102 -82.6874 St Petersburg Clearwater Intl
PIH -7 1 42.9098 -112.5960 Pocatello Regional Airport
PIR -6 1 44.3827 -100.2860 Pierre Regional Airport
PKB -5 1 39.3451 -81.4392 Mid-Ohio Valley Regional Airport
PLN -5 1 45.5709 -84.7967 Pellston Regional Airport of Emmet County Airport
PMD -8 1 34.6294 -118.0846 Palmdale Rgnl Usaf Plt 42
PNC -6 1 36.7320 -97.0998 Ponca City Rgnl
PNS -6 1 30.4734 -87.1866 Pensacola Rgnl
PQI -5 1 46.6890 -68.0448 Northern Maine Rgnl At Presque Isle
PSM -5 1 43.0779 -70.8233 Pease International Tradeport
PTK -5 1 42.6670 -83.3500 Oakland Co. Intl
PUC -7 1 39.6097 -110.7528 Carbon County Regional-Buck Davis Field
PUW -8 1 46.7439 -117.1096 Pullman-Moscow Rgnl
PYP -6 1 34.0899 -85.6101 Centre-Piedmont-Cherokee County Regional Airport
RAP -7 1 44.0453 -103.0572 Rapid City Regional Airport
RDG -5 1 40.3785 -75.9652 Reading Regional Carl A Spaatz Field
RFD -6 1 42.1954 -89.0972 Chicago Rockford International Airport
RIL -7 1 39.5263 -107.7269 Garfield County Regional Airport
RIW -7 1 43.0642 -108.4597 Riverton Regional
RKD -5 1 44.0601 -69.0992 Knox County Regional Airport
RNO -8 1 39.4991 -119.7681 Reno Tahoe Intl
ROA -5 1 37.3255 -79.9754 Roanoke Regional
ROW -7 1 33.3016 -104.5306 Roswell Intl Air Center
RWI -5 1 35.8563 -77.8919 Rocky Mount Wilson Regional Airport
SAD -7 0 32.8533 -109.6351 Safford Regional Airport
SBD -8 1 34.0954 -117.2349 San Bernardino International Airport
SBP -8 1 35.2368 -120.6420 San Luis County Regional Airport
SBY -5 1 38.3405 -75.5103 Salisbury Ocean City Wicomico Rgnl
SEF -5 1 27.4564 -81.3422 Regional - Hendricks AAF
SFB -5 1 28.7776 -81.2375 Orlando Sanford Intl
SFM -5 1 43.3938 -70.7080 Sanford Regional
SGR -6 1 29.6223 -95.6565 Sugar Land Regional Airport
SHD -5 1 38.2639 -78.8964 Shenandoah Valley Regional Airport
SHV -6 1 32.4466 -93.8256 Shreveport Rgnl
SJT -6 1 31.3577 -100.4963 San Angelo Rgnl Mathis Fld
SLK -5 1 44.3853 -74.2062 Adirondack Regional Airport
SME -5 1 37.0536 -84.6156 Lake Cumberland Regional Airport
SOW -7 1 34.2656 -110.0056 Show Low Regional Airport
SRR -7 1 33.4629 -105.5348 Sierra Blanca Regional Airport
STC -6 1 45.5466 -94.0599 Saint Cloud Regional Airport
SVH -5 1 35.7650 -80.9539 Regional Airport
SWF -5 1 41.5041 -74.1048 Stewart Intl
TBN -6 1 37.7416 -92.1407 Waynesville Rgnl Arpt At Forney Fld
TCL -6 1 33.2206 -87.6114 Tuscaloosa Rgnl
TKI -6 1 33.1779 -96.5905 Collin County Regional Airport at Mc Kinney
TLH -5 1 30.3965 -84.3503 Tallahassee Rgnl
TPL -6 1 31.1525 -97.4078 Draughon Miller Central Texas Rgnl
TRI -5 1 36.4752 -82.4074 Tri-Cities Regional Airport
TRM -8 1 33.6267 -116.1597 Jacqueline Cochran Regional Airport
TUP -6 1 34.2681 -88.7699 Tupelo Regional Airport
"""
# ---- end of the derived tables ---------------------------------------------------------------

# Reporting carriers of 2019: code, DOT id, share of flights, hubs.
CARRIERS = [
    ("WN", 19393, 18.3, "MDW DAL HOU BWI LAS DEN PHX OAK MCO ATL"),
    ("DL", 19790, 13.3, "ATL MSP DTW SLC SEA JFK LAX BOS"),
    ("AA", 19805, 12.7, "DFW CLT ORD PHX MIA PHL DCA LAX"),
    ("OO", 20304, 11.3, "DEN ORD SLC MSP DTW LAX SFO SEA PHX DFW"),
    ("UA", 19977, 8.6, "ORD DEN IAH EWR SFO IAD LAX"),
    ("YX", 20452, 4.9, "ORD EWR LGA DCA CLT PHL"),
    ("MQ", 20398, 4.5, "DFW ORD CLT LGA MIA"),
    ("B6", 20409, 4.3, "JFK BOS FLL MCO LGB"),
    ("OH", 20397, 4.2, "CLT PHL DCA"),
    ("9E", 20363, 3.8, "DTW MSP ATL JFK LGA"),
    ("AS", 19930, 3.6, "SEA PDX SFO LAX ANC"),
    ("NK", 20416, 3.4, "FLL LAS DTW ORD MCO"),
    ("YV", 20378, 3.2, "PHX IAH DFW IAD"),
    ("EV", 20366, 2.2, "IAH EWR ORD ATL"),
    ("F9", 20436, 1.9, "DEN MCO LAS PHL"),
    ("G4", 20368, 1.6, "LAS PIE SFB BLI CVG"),
    ("HA", 19690, 1.2, "HNL OGG"),
]

# States by time zone, for the city, state, FIPS and world area code columns: the airports'
# own are not in nycflights13's table, and only their bytes matter here.
STATES = {
    -5: [("GA", "Georgia", 13, 34), ("NY", "New York", 36, 22), ("FL", "Florida", 12, 33),
         ("OH", "Ohio", 39, 44), ("PA", "Pennsylvania", 42, 23), ("NC", "North Carolina", 37, 36),
         ("VA", "Virginia", 51, 38), ("MA", "Massachusetts", 25, 13), ("MI", "Michigan", 26, 43)],
    -6: [("IL", "Illinois", 17, 41), ("TX", "Texas", 48, 74), ("MN", "Minnesota", 27, 63),
         ("MO", "Missouri", 29, 64), ("TN", "Tennessee", 47, 54), ("LA", "Louisiana", 22, 72),
         ("WI", "Wisconsin", 55, 45)],
    -7: [("CO", "Colorado", 8, 82), ("AZ", "Arizona", 4, 81), ("UT", "Utah", 49, 87),
         ("NM", "New Mexico", 35, 86), ("MT", "Montana", 30, 84)],
    -8: [("CA", "California", 6, 91), ("WA", "Washington", 53, 93), ("OR", "Oregon", 41, 92),
         ("NV", "Nevada", 32, 85)],
    -9: [("AK", "Alaska", 2, 1)],
    -10: [("HI", "Hawaii", 15, 2)],
}

FLIGHTS_PER_DAY = 17_600
NARROW_HEADER = ("year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,"
                 "carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour")
BTS_COLUMNS = (
    "Year Quarter Month DayofMonth DayOfWeek FlightDate Reporting_Airline DOT_ID_Reporting_Airline "
    "IATA_CODE_Reporting_Airline Tail_Number Flight_Number_Reporting_Airline OriginAirportID "
    "OriginAirportSeqID OriginCityMarketID Origin OriginCityName OriginState OriginStateFips "
    "OriginStateName OriginWac DestAirportID DestAirportSeqID DestCityMarketID Dest DestCityName "
    "DestState DestStateFips DestStateName DestWac CRSDepTime DepTime DepDelay DepDelayMinutes "
    "DepDel15 DepartureDelayGroups DepTimeBlk TaxiOut WheelsOff WheelsOn TaxiIn CRSArrTime ArrTime "
    "ArrDelay ArrDelayMinutes ArrDel15 ArrivalDelayGroups ArrTimeBlk Cancelled CancellationCode "
    "Diverted CRSElapsedTime ActualElapsedTime AirTime Flights Distance DistanceGroup CarrierDelay "
    "WeatherDelay NASDelay SecurityDelay LateAircraftDelay FirstDepTime TotalAddGTime "
    "LongestAddGTime DivAirportLandings DivReachedDest DivActualElapsedTime DivArrDelay DivDistance"
).split() + [f"Div{d}{part}" for d in range(1, 6) for part in
             "Airport AirportID AirportSeqID WheelsOn TotalGTime LongestGTime WheelsOff TailNum".split()]
assert len(BTS_COLUMNS) == 109


class Airport:
    def __init__(self, rank, code, offset, dst, lat, lon, name):
        self.rank, self.code, self.offset, self.dst = rank, code, offset, dst
        self.lat, self.lon, self.name = math.radians(lat), math.radians(lon), name
        states = STATES[offset]
        state, state_name, fips, wac = states[sum(code.encode()) % len(states)]
        self.id = 10_001 + 37 * rank
        city = name.replace(" Intl", "").replace(" International", "").replace(" Regional", "")
        city = city.replace(" Airport", "").replace(" Municipal", "")
        # The quoted columns of BTS from the airport's ID to its world area code.
        self.bts = (f'"{self.id}","{self.id}02","{30_001 + 37 * rank}","{code}","{city}, {state}",'
                    f'"{state}","{fips:02d}","{state_name}","{wac}"')


def airports():
    result = []
    for rank, line in enumerate(AIRPORTS.strip().splitlines()):
        code, offset, dst, lat, lon, name = line.split(" ", 5)
        result.append(Airport(rank, code, int(offset), dst == "1", float(lat), float(lon), name))
    return result


def miles(a, b):
    """Great-circle distance."""
    h = math.sin((b.lat - a.lat) / 2) ** 2 + math.cos(a.lat) * math.cos(b.lat) * math.sin((b.lon - a.lon) / 2) ** 2
    return round(2 * 3958.8 * math.asin(math.sqrt(h)))


class Leg:
    """One leg of a flight number's day: fixed by the schedule, the same every day it flies."""

    def __init__(self, carrier, number, origin, dest, departure, block, distance, chain=0, position=0):
        self.carrier, self.number, self.origin, self.dest = carrier, number, origin, dest
        # The aircraft's day this leg is part of (one per flight number), and its place in it.
        self.chain, self.position = chain, position
        self.departure = departure  # minutes after midnight, origin's local time
        self.block = block          # scheduled gate to gate, minutes
        self.distance = distance
        self.arrival = (departure + block + 60 * (dest.offset - origin.offset)) % 1440  # dest's local time
        code, dot = carrier
        # Quoted columns from DOT_ID_Reporting_Airline to IATA_CODE (the tail number follows),
        # then from the flight number to DestWac.
        self.bts_carrier = f'"{code}","{dot}","{code}"'
        self.bts_route = f'"{number}",{origin.bts},{dest.bts}'


def schedule(seed, scale):
    """The flight numbers and their legs, the same whatever the dates."""
    rng = random.Random(f"schedule:{seed}:{scale}")
    ports = airports()
    by_code = {a.code: a for a in ports}
    weights = [1 / (a.rank + 2) ** 1.25 for a in ports]
    cumulative = []
    total = 0.0
    for w in weights:
        total += w
        cumulative.append(total)

    def any_airport(other=None):
        while True:
            a = ports[bisect.bisect(cumulative, rng.random() * total)]
            if a is not other:
                return a

    hours = [h for h, n in enumerate(DEPARTURE_HOURS) for _ in range(n // 100)]
    legs = []
    target = round(FLIGHTS_PER_DAY * scale)
    shares = sum(c[2] for c in CARRIERS)
    for code, dot, share, hub_list in CARRIERS:
        hubs = [by_code[h] for h in hub_list.split()]
        want = round(target * share / shares)
        numbers = rng.sample(range(1, 10_000), min(9_999, max(1, want)))
        made = 0
        for number in numbers:
            if made >= want:
                break
            # Legs in a day: most flight numbers fly one, some hop on through two to four.
            count = rng.choices([1, 2, 3, 4], [62, 22, 10, 6])[0]
            here = rng.choice(hubs) if rng.random() < 0.6 else any_airport()
            start = here
            minute = rng.choice(hours) * 60 + rng.randrange(0, 60, 5)
            for index in range(count):
                if index == 2 and rng.random() < 0.3:
                    there = start  # through the first airport again: ATL-DAL-ATL-AZO
                elif here in hubs or rng.random() < 0.3:
                    there = any_airport(here)
                else:
                    there = rng.choice([h for h in hubs if h is not here] or [any_airport(here)])
                distance = miles(here, there)
                block = 5 * round((AIR_TIME[0] + distance * AIR_TIME[1] + 25) / 5)
                legs.append(Leg((code, dot), number, here, there, minute % 1440, block, distance, (code, number), index))
                made += 1
                minute += block + 60 * (there.offset - here.offset) + rng.randrange(35, 75, 5)
                here = there
                if minute >= 23 * 60 or made >= want:
                    break
    legs.sort(key=lambda leg: (leg.origin.rank, leg.departure, leg.carrier, leg.number))
    return legs


def quantile(table, rng):
    """A value drawn from a quantile table, interpolated between its neighbours."""
    x = rng.random() * (len(table) - 1)
    i = int(x)
    return round(table[i] + (x - i) * (table[i + 1] - table[i]))


def hhmm(minutes):
    """A clock time as BTS writes it; midnight after a late departure is 2400."""
    minutes %= 1440
    return "2400" if minutes == 0 else f"{minutes // 60:02d}{minutes % 60:02d}"


def block_of(minutes):
    hour = minutes // 60 % 24
    return f"{hour:02d}00-{hour:02d}59"


def delay_group(delay):
    return max(-2, min(12, delay // 15)) if delay >= 0 else (-1 if delay > -16 else -2)


def day_offset(airport, date):
    """The UTC offset in hours on `date` (US daylight time from the second Sunday of March to
    the first Sunday of November)."""
    if not airport.dst or date.year < 2007:
        return airport.offset
    march = datetime.date(date.year, 3, 8)
    november = datetime.date(date.year, 11, 1)
    start = march + datetime.timedelta(days=(6 - march.weekday()) % 7)
    end = november + datetime.timedelta(days=(6 - november.weekday()) % 7)
    return airport.offset + (1 if start <= date < end else 0)


def tail(rng):
    return f"N{rng.randrange(100, 999)}{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}"


# The least time on the ground between two legs of one aircraft (AircraftDay.minimumTurnMinutes).
MINIMUM_TURN = 35
# How BTS's causes share what is not the late aircraft's, in minutes of 2019: carrier, weather,
# national air system, security.
CAUSE_SHARES = (0.55, 0.07, 0.375, 0.005)


def chains(legs):
    """The legs of each aircraft's day, in the order it flies them."""
    by_chain = {}
    for leg in legs:
        by_chain.setdefault(leg.chain, []).append(leg)
    return [sorted(chain, key=lambda leg: leg.position) for chain in by_chain.values()]


def causes_of(arr_delay, late_aircraft, rng):
    """BTS's five causes for an arrival 15+ minutes late, summing to its delay: the late
    aircraft's part first, the rest shared by draw."""
    late = min(arr_delay, late_aircraft)
    rest = arr_delay - late
    shares = [share * rng.uniform(0.2, 1.8) for share in CAUSE_SHARES]
    total = sum(shares)
    parts = [int(rest * share / total) for share in shares]
    parts[0] += rest - sum(parts)
    carrier, weather, nas, security = parts
    return carrier, weather, nas, security, late


def day_rows(legs, seed, scale, date, layout, days=None):
    """The day's rows, as one block of bytes. Each flight number's legs are one aircraft's
    day, under one registration: a leg cannot leave before the one before it landed plus
    MINIMUM_TURN, and the minutes that holds it are its late-aircraft delay."""
    rng = random.Random(f"day:{seed}:{scale}:{date.isoformat()}")
    weekday = date.isoweekday()
    flies = 0.86 if weekday == 6 else 0.97 if weekday == 7 else 0.995
    cancelled_share = quantile(DAILY_CANCELLED_QUANTILES, rng) / 10_000
    fates = {}
    for chain in days or chains(legs):
        plane = tail(rng)
        ready = None  # when the aircraft can leave its next leg's airport, that airport's minutes
        for leg in chain:
            if rng.random() >= flies:
                ready = None
                continue
            cancelled = rng.random() < cancelled_share
            diverted = not cancelled and rng.random() < DIVERTED_SHARE
            dep_delay = arr_delay = None
            late_aircraft = 0
            if not cancelled:
                dep_delay = quantile(DEP_DELAY_QUANTILES, rng)
                if ready is not None and leg.departure + dep_delay < ready:
                    late_aircraft = ready - leg.departure - max(0, dep_delay)
                    dep_delay = ready - leg.departure
                if not diverted:
                    arr_delay = max(dep_delay + quantile(GAIN_QUANTILES, rng), -leg.block // 3)
            causes = causes_of(arr_delay, late_aircraft, rng) if arr_delay is not None and arr_delay >= 15 else None
            fates[id(leg)] = (plane, dep_delay, arr_delay, cancelled, diverted, causes)
            # Overnight or broken, the next leg waits for nothing of this one.
            if arr_delay is None or leg.arrival < leg.departure:
                ready = None
            else:
                ready = leg.arrival + arr_delay + MINIMUM_TURN
    out = []
    if layout == "bts":
        prefix = (f'"{date.year}","{(date.month - 1) // 3 + 1}","{date.month}","{date.day}","{weekday}",'
                  f'"{date.isoformat()}",')
    else:
        prefix = f"{date.year},{date.month},{date.day},"
        utc = {}
    for leg in legs:
        fate = fates.get(id(leg))
        if fate is None:
            continue
        plane, dep_delay, arr_delay, cancelled, diverted, causes = fate
        if layout == "bts":
            out.append(bts_row(prefix, leg, plane, dep_delay, arr_delay, cancelled, diverted, causes, rng))
        else:
            out.append(narrow_row(prefix, leg, plane, dep_delay, arr_delay, date, utc))
    return "".join(out).encode()


def bts_row(prefix, leg, plane, dep_delay, arr_delay, cancelled, diverted, causes, rng):
    crs_dep, crs_arr = hhmm(leg.departure), hhmm(leg.arrival)
    air = max(20, leg.block - 25)
    blocks = f'"{block_of(leg.departure)}"'
    arr_block = f'"{block_of(leg.arrival)}"'
    group = f'"{(leg.distance - 1) // 250 + 1 if leg.distance > 0 else 1}"'
    if cancelled:
        code = rng.choices("ABCD", [30, 50, 19, 1])[0]
        times = (f'"{crs_dep}","","","","","",{blocks},"","","","","{crs_arr}","","","","","",{arr_block},'
                 f'"1.00","{code}","0.00","{leg.block}.00","","","1.00","{leg.distance}.00",{group},'
                 '"","","","","","","","","0","","","","",')
        return f'{prefix}{leg.bts_carrier},"",{leg.bts_route},{times}{EMPTY_DIVERSIONS}\r\n'
    taxi_out = rng.randrange(8, 31)
    dep = leg.departure + dep_delay
    dep_fields = (f'"{crs_dep}","{hhmm(dep)}","{dep_delay}.00","{max(0, dep_delay)}.00",'
                  f'"{1 if dep_delay >= 15 else 0}.00","{delay_group(dep_delay)}",{blocks},'
                  f'"{taxi_out}.00","{hhmm(dep + taxi_out)}",')
    if diverted:
        other = leg.origin.code if rng.random() < 0.3 else leg.dest.code
        landed = dep + taxi_out + air // 2
        times = (f'"","","{crs_arr}","","","","","",{arr_block},"0.00","","1.00","{leg.block}.00","","",'
                 f'"1.00","{leg.distance}.00",{group},"","","","","","","","","1","0.00","","","",')
        diversion = (f'"{other}","{leg.origin.id if other == leg.origin.code else leg.dest.id}","","{hhmm(landed)}",'
                     f'"{rng.randrange(20, 120)}.00","{rng.randrange(20, 120)}.00","","{plane}",')
        return (f'{prefix}{leg.bts_carrier},"{plane}",{leg.bts_route},{dep_fields}{times}{diversion}'
                f'{EMPTY_DIVERSION * 4}\r\n')
    taxi_in = rng.randrange(3, 16)
    arrival = leg.arrival + arr_delay
    elapsed = leg.block + arr_delay - dep_delay
    flown = max(10, elapsed - taxi_out - taxi_in)
    cause_fields = '"","","","","",' if causes is None else "".join(f'"{minutes}.00",' for minutes in causes)
    times = (f'"{hhmm(arrival - taxi_in)}","{taxi_in}.00","{crs_arr}","{hhmm(arrival)}","{arr_delay}.00",'
             f'"{max(0, arr_delay)}.00","{1 if arr_delay >= 15 else 0}.00","{delay_group(arr_delay)}",{arr_block},'
             f'"0.00","","0.00","{leg.block}.00","{elapsed}.00","{flown}.00","1.00","{leg.distance}.00",{group},'
             f'{cause_fields}"","","","0","","","","",')
    return f'{prefix}{leg.bts_carrier},"{plane}",{leg.bts_route},{dep_fields}{times}{EMPTY_DIVERSIONS}\r\n'


EMPTY_DIVERSION = '"",' * 8
EMPTY_DIVERSIONS = EMPTY_DIVERSION * 5


def narrow_row(prefix, leg, plane, dep_delay, arr_delay, date, utc):
    """A row as nycflights13 writes it: times as HMM, NA for missing, the scheduled hour in UTC."""
    def clock(minutes):
        minutes %= 1440
        return "2400" if minutes == 0 else str(minutes // 60 * 100 + minutes % 60)
    if leg.origin.code not in utc:
        utc[leg.origin.code] = day_offset(leg.origin, date)
    hour, minute = divmod(leg.departure, 60)
    stamp = datetime.datetime(date.year, date.month, date.day, hour) - datetime.timedelta(hours=utc[leg.origin.code])
    dep_time = "NA" if dep_delay is None else clock(leg.departure + dep_delay)
    arr_time = "NA" if arr_delay is None else clock(leg.arrival + arr_delay)
    if dep_delay is not None and arr_delay is None:
        arr_time = "NA"
    air = "NA" if arr_delay is None else str(max(10, leg.block - 25 + arr_delay - dep_delay))
    return (f"{prefix}{dep_time},{clock(leg.departure)},{'NA' if dep_delay is None else dep_delay},{arr_time},"
            f"{clock(leg.arrival)},{'NA' if arr_delay is None else arr_delay},{leg.carrier[0]},{leg.number},"
            f"{plane},{leg.origin.code},{leg.dest.code},{air},{leg.distance},{hour},{minute},"
            f"{stamp.strftime('%Y-%m-%dT%H:%M:%SZ')}\n")


def header(layout):
    if layout == "bts":
        return ("".join(f'"{name}",' for name in BTS_COLUMNS) + "\r\n").encode()
    return (NARROW_HEADER + "\n").encode()


_worker = {}


def _start_worker(seed, scale, layout):
    legs = schedule(seed, scale)
    _worker.update(legs=legs, days=chains(legs), seed=seed, scale=scale, layout=layout)


def _day(date):
    return day_rows(_worker["legs"], _worker["seed"], _worker["scale"], date, _worker["layout"], _worker["days"])


def write(args, dates):
    """Writes the rows of `dates`, in order, to stdout or one file per month; days are made by
    `args.jobs` processes."""
    files = {}

    def target(date):
        if not args.monthly:
            return sys.stdout.buffer
        key = (date.year, date.month)
        if key not in files:
            for handle in files.values():
                handle.close()
            files.clear()
            path = os.path.join(args.monthly, f"{date.year}-{date.month:02d}.csv")
            files[key] = open(path, "wb")
            files[key].write(header(args.layout))
        return files[key]

    if not args.monthly:
        sys.stdout.buffer.write(header(args.layout))
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs, _start_worker, (args.seed, args.scale, args.layout)) as pool:
            for date, rows in zip(dates, pool.imap(_day, dates)):
                target(date).write(rows)
    else:
        _start_worker(args.seed, args.scale, args.layout)
        for date in dates:
            target(date).write(_day(date))
    for handle in files.values():
        handle.close()
    sys.stdout.flush()


def derive(directory):
    """Prints the tables drawn from nycflights13 (flights.csv and airports.csv in `directory`)."""
    import csv
    flights = list(csv.DictReader(open(os.path.join(directory, "flights.csv"))))

    def quantiles(values, count):
        values = sorted(values)
        return [values[round(i * (len(values) - 1) / (count - 1))] for i in range(count)]

    left = [f for f in flights if f["dep_time"] != "NA"]
    dep = [int(f["dep_delay"]) for f in left]
    gain = [int(f["arr_delay"]) - int(f["dep_delay"]) for f in left if f["arr_delay"] != "NA"]
    days = {}
    for f in flights:
        key = (f["month"], f["day"])
        n, c = days.get(key, (0, 0))
        days[key] = (n + 1, c + (f["dep_time"] == "NA"))
    daily = [round(10_000 * c / n) for n, c in days.values()]
    diverted = sum(f["arr_time"] == "NA" or f["arr_delay"] == "NA" for f in left) / len(left)
    hours = [0] * 24
    for f in flights:
        hours[int(f["hour"]) % 24] += 1
    pairs = [(float(f["distance"]), float(f["air_time"])) for f in left if f["air_time"] != "NA"]
    mx = sum(x for x, _ in pairs) / len(pairs)
    my = sum(y for _, y in pairs) / len(pairs)
    slope = sum((x - mx) * (y - my) for x, y in pairs) / sum((x - mx) ** 2 for x, _ in pairs)

    # Busiest US airports of 2019 first, then nycflights13's other destinations by its traffic,
    # then other airports with scheduled service, by code, up to 350.
    ranked = ("ATL ORD DFW DEN CLT LAX SFO PHX LAS SEA MSP DTW IAH BOS MCO EWR LGA PHL SLC DCA BWI MDW JFK "
              "SAN FLL TPA DAL HOU BNA PDX STL AUS MIA IAD OAK MCI SJC RDU SMF MSY SNA CLE IND PIT SAT CMH "
              "CVG MKE BUR JAX OGG HNL ANC").split()
    counts = {}
    for f in flights:
        counts[f["dest"]] = counts.get(f["dest"], 0) + 1
    ranked += [code for code in sorted(counts, key=lambda c: (-counts[c], c)) if code not in ranked]
    table = {row["faa"]: row for row in csv.DictReader(open(os.path.join(directory, "airports.csv")))}
    ranked = [code for code in ranked if code in table]
    words = ("Intl", "International", "Regional", "Rgnl")
    for code in sorted(table):
        row = table[code]
        if len(ranked) >= 350:
            break
        if (code not in ranked and code.isalpha() and len(code) == 3 and row["tz"] in ("-5", "-6", "-7", "-8")
                and any(w in row["name"] for w in words)):
            ranked.append(code)

    def listing(values, per_line=20):
        lines = [", ".join(str(v) for v in values[i:i + per_line]) for i in range(0, len(values), per_line)]
        return "[\n    " + ",\n    ".join(lines) + ",\n]"

    print(f"DEP_DELAY_QUANTILES = {listing(quantiles(dep, 1000))}")
    print(f"GAIN_QUANTILES = {listing(quantiles(gain, 200))}")
    print(f"DAILY_CANCELLED_QUANTILES = {listing(quantiles(daily, 100))}  # per 10,000")
    print(f"DIVERTED_SHARE = {diverted:.5f}")
    print(f"DEPARTURE_HOURS = {listing(hours, 12)}")
    print(f"AIR_TIME = ({my - slope * mx:.2f}, {slope:.5f})")
    print('AIRPORTS = """')
    for code in ranked:
        row = table[code]
        dst = 0 if row["dst"] == "N" else 1
        print(f"{code} {row['tz']} {dst} {float(row['lat']):.4f} {float(row['lon']):.4f} {row['name']}")
    print('"""')


def main():
    parser = argparse.ArgumentParser(
        description="Writes synthetic on-time files (BTS's published layout or nycflights13's), deterministic by day.",
        epilog="The range is --from to --to, or --from and --months or --days; by default the month of --from.")
    parser.add_argument("--from", dest="start", default="2019-01-01", help="first day, YYYY-MM-DD (default 2019-01-01)")
    parser.add_argument("--to", dest="end", help="last day, YYYY-MM-DD, included")
    parser.add_argument("--months", type=int, help="whole months from --from's month")
    parser.add_argument("--days", type=int, help="days from --from")
    parser.add_argument("--seed", type=int, default=1, help="the schedule and each day's draws (default 1)")
    parser.add_argument("--scale", type=float, default=1.0, help="flights a day, times 17,600 (default 1)")
    parser.add_argument("--layout", choices=["bts", "nycflights13"], default="bts")
    parser.add_argument("--monthly", metavar="DIR", help="one file a month in DIR (YYYY-MM.csv) instead of stdout")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes making days (default: cores)")
    parser.add_argument("--derive", metavar="DIR", help="print the tables drawn from DIR/flights.csv and airports.csv")
    args = parser.parse_args()
    # Piped into head(1), stop as cat(1) does, without a traceback.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if args.derive:
        derive(args.derive)
        return
    if (args.months is not None and args.months < 1) or (args.days is not None and args.days < 1):
        parser.error("--months and --days must be at least 1")
    try:
        start = datetime.date.fromisoformat(args.start)
        if args.end:
            end = datetime.date.fromisoformat(args.end)
        elif args.days is not None:
            end = start + datetime.timedelta(days=args.days - 1)
        else:
            months = 1 if args.months is None else args.months
            year, month = divmod(start.month - 1 + months, 12)
            end = datetime.date(start.year + year, month + 1, 1) - datetime.timedelta(days=1)
    except ValueError as error:
        parser.error(str(error))
    if end < start:
        parser.error("the last day is before the first")
    if args.scale <= 0 or args.jobs < 1:
        parser.error("--scale must be positive and --jobs at least 1")
    dates = [start + datetime.timedelta(days=i) for i in range((end - start).days + 1)]
    if args.monthly:
        os.makedirs(args.monthly, exist_ok=True)
    write(args, dates)


if __name__ == "__main__":
    main()

